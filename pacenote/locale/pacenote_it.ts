<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
<context>
    <name>pacenote</name>
    <message>
        <location filename="../../cli/__init__.py" line="71"/>
        <source>pacenote: error: {message}</source>
        <translation>pacenote: errore: {message}</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="76"/>
        <source>Usage:</source>
        <translation>Uso:</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="76"/>
        <source>Show this message and exit.</source>
        <translation>Mostra questo messaggio ed esce.</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="76"/>
        <source>Arguments</source>
        <translation>Argomenti</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="77"/>
        <source>Options</source>
        <translation>Opzioni</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="77"/>
        <source>Commands</source>
        <translation>Comandi</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="77"/>
        <source>[default: {}]</source>
        <translation>[predefinito: {}]</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="77"/>
        <source>[required]</source>
        <translation>[obbligatorio]</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="78"/>
        <source>Error</source>
        <translation>Errore</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="174"/>
        <source>[default: off]</source>
        <translation>[predefinito: disattivato]</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="255"/>
        <source>Build, check, test-drive and export Rallyman: DIRT stages.</source>
        <translation>Costruisci, verifica, collauda ed esporta prove speciali di Rallyman: DIRT.</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="257"/>
        <source>Show the version and exit.</source>
        <translation>Mostra la versione ed esce.</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="259"/>
        <source>Language of the output: en, es, it, pl, ru, fr or de (default: the locale's, LANG).</source>
        <translation>Lingua dell'output: en, es, it, pl, ru, fr o de (predefinita: quella del locale, LANG).</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="263"/>
        <source>Files named on the command line may come from this folder only: a symlink leading out of it is not read (default: the current folder).</source>
        <translation>I file indicati sulla riga di comando possono venire solo da questa cartella: un collegamento simbolico che ne esce non viene letto (predefinita: la cartella corrente).</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="268"/>
        <source>Read named files through symlinks leading out of the --root folder.</source>
        <translation>Legge i file indicati anche tramite collegamenti simbolici che escono dalla cartella --root.</translation>
    </message>
    <message>
        <location filename="../../cli/boxes.py" line="10"/>
        <source>The boxes you own: box names, comma-separated (dirt-core,dirt-110-percent; NAME:COUNT for several copies), or a count N: N copies of the box of each tileset the stage uses (rallies say their own). An unknown name is refused with the list of known ones.</source>
        <translation>Le scatole che possiedi: nomi di scatola separati da virgole (dirt-core,dirt-110-percent; NOME:NUMERO per più copie), o un numero N: N copie della scatola di ogni set di tessere che la prova speciale usa (i rally dicono le proprie). Un nome sconosciuto è rifiutato con l'elenco di quelli noti.</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="32"/>
        <source>Convert a stage between pacenote (.stage.json), Rekee (.json) and .rgt.</source>
        <translation>Converte una prova speciale tra pacenote (.stage.json), Rekee (.json) e .rgt.</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="33"/>
        <source>Stage file to read (.stage.json, .json, .rgt).</source>
        <translation>File della prova speciale da leggere (.stage.json, .json, .rgt).</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="34"/>
        <source>File to write.</source>
        <translation>File da scrivere.</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="36"/>
        <source>Output format. [default: from the output file name]</source>
        <translation>Formato di output. [predefinito: dal nome del file di output]</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="38"/>
        <source>Allow overwriting the input file, or a read-only file.</source>
        <translation>Consente di sovrascrivere il file di input, o un file di sola lettura.</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="42"/>
        <source>is the input file; use --force to overwrite it</source>
        <translation>è il file di ingresso; usa --force per sovrascriverlo</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="47"/>
        <source>wrote {path} ({format}): {tiles}, {tokens}</source>
        <translation>scritto {path} ({format}): {tiles}, {tokens}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/convert.py" line="49"/>
        <source>{n} token</source>
        <comment>{n} tokens</comment>
        <translation>
            <numerusform>{n} gettone</numerusform>
            <numerusform>{n} gettoni</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="53"/>
        <source>; {source} was {how}</source>
        <translation>; {source} era {how}</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="54"/>
        <source>; not representable: {what}</source>
        <translation>; non rappresentabile: {what}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="61"/>
        <source>[default: the file's option, else the GT ruleset's: on]</source>
        <translation>[predefinito: l'opzione del file, altrimenti quella del regolamento GT: on]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="62"/>
        <source>[default: the file's option, else the GT ruleset's: dry]</source>
        <translation>[predefinito: l'opzione del file, altrimenti quella del regolamento GT: dry]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="63"/>
        <source>[default: the file's option, else the GT ruleset's: bag]</source>
        <translation>[predefinito: l'opzione del file, altrimenti quella del regolamento GT: bag]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="64"/>
        <source>GT: a weather token drawn flips every dashboard (on), or is put back and another drawn (off). {default}</source>
        <translation>GT: un segnalino meteo pescato gira ogni Plancia Vettura (on), oppure viene rimesso e se ne pesca un altro (off). {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="66"/>
        <source>GT: the weather at the start of the race (each car starts on the tyres that suit it). {default}</source>
        <translation>GT: il meteo alla partenza della gara (ogni auto parte con le gomme adatte). {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="69"/>
        <source>GT: weather tokens drawn go back into the bag, or stay aside for the rest of the race. {default}</source>
        <translation>GT: i segnalini meteo pescati tornano nel sacchetto, oppure restano da parte per il resto della gara. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="75"/>
        <source>[default: the rally file's option, else the ruleset's: off]</source>
        <translation>[predefinito: l'opzione del file del rally, altrimenti quella del regolamento: disattivata]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="76"/>
        <source>[default: the rally file's option, else the ruleset's: on]</source>
        <translation>[predefinito: l'opzione del file del rally, altrimenti quella del regolamento: attivata]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="77"/>
        <source>[default: the rally file's option, else the ruleset's: once]</source>
        <translation>[predefinito: l'opzione del file del rally, altrimenti quella del regolamento: once]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="78"/>
        <source>A circuit race (GT, or DIRT tiles round the RX 401): laps. [default: the circuit file's, else 1]</source>
        <translation>Una gara su circuito (GT, o tessere DIRT attorno alla RX 401): giri. [predefinito: quelli del file del circuito, altrimenti 1]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="80"/>
        <source>An RX circuit's joker branch: every car takes it once per race, or free (a road like any other). {default}</source>
        <translation>Il ramo del joker di un circuito RX: ogni auto lo prende una volta per gara, o libero (free: una strada come le altre). {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="86"/>
        <source>Extra -1 mud token(s) on a course tile, numbered from 1 as pacenote graph numbers them (TOKENS: 1 if left out). Repeatable. [default: none]</source>
        <translation>Gettoni fango -1 extra su una tessera del percorso, numerata da 1 come la numera pacenote graph (TOKENS: 1 se omesso). Ripetibile. [predefinito: nessuno]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="101"/>
        <source>unknown driver {name}; choose from {names}</source>
        <translation>pilota sconosciuto {name}; scegli tra {names}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="119"/>
        <source>{item} is not COURSE_TILE[=TOKENS] (COURSE_TILE 1 or more, as pacenote graph numbers the tiles; TOKENS 1 or more)</source>
        <translation>{item} non è COURSE_TILE[=TOKENS] (COURSE_TILE 1 o più, come pacenote graph numera le tessere; TOKENS 1 o più)</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="127"/>
        <source>Test-drive a stage solo, race cars on it, or race a whole rally.

STAGE alone: time trials of one car; with --players N: N cars race on it; RALLY: the
cars race every stage. The report gives pace, risk, hot spots and, with several cars,
traffic and the play duration.</source>
        <translation>Collauda una prova speciale da solo, fai gareggiare delle auto o corri un intero rally.

STAGE da solo: prove a tempo di un'auto sulla prova speciale; con --players N: N auto fanno una gara su di essa; RALLY: le auto corrono ogni prova speciale. Il resoconto dà ritmo, rischio, punti caldi e, con più auto, traffico e durata della partita.</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="130"/>
        <source>Stage file (.stage.json, Rekee .json, .rgt) or rally file (.rally.json).</source>
        <translation>File della prova speciale (.stage.json, Rekee .json, .rgt) o del rally (.rally.json).</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="133"/>
        <source>Solo time trials, or races / rallies. [default: 1000 time trials, 200 races or rallies]</source>
        <translation>Prove a tempo da solo, o gare / rally. [predefinito: 1000 prove a tempo, 200 gare o rally]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="137"/>
        <source>Cars in the race. [default: 1 for a stage (a solo time trial); for a rally the rally file's players, else 4]</source>
        <translation>Auto in gara. [predefinito: 1 per una prova speciale (una prova a tempo da solo); per un rally i giocatori del file del rally, altrimenti 4]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="141"/>
        <source>Advanced rule: 5-second penalty tokens to change the next start order. {default}</source>
        <translation>Regola avanzata: gettoni penalità da 5 secondi per cambiare il successivo ordine di partenza. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="143"/>
        <source>Seed: same seed, same report.</source>
        <translation>Seme: stesso seme, stesso resoconto.</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="145"/>
        <source>One of: {names}.</source>
        <translation>Uno tra: {names}.</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="147"/>
        <source>Print the report as JSON.</source>
        <translation>Stampa il resoconto in JSON.</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="149"/>
        <source>Also print one run turn by turn (run 0, or --trace-run).</source>
        <translation>Stampa anche un giro turno per turno (il giro 0, o --trace-run).</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="152"/>
        <source>Which run to trace (implies --trace). [default: 0 with --trace]</source>
        <translation>Quale giro seguire (implica --trace). [predefinito: 0 con --trace]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="154"/>
        <source>Worker processes (same report).</source>
        <translation>Processi di lavoro (stesso resoconto).</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="156"/>
        <source>A ruleset JSON file instead of the shipped DIRT one. [default: the shipped DIRT ruleset]</source>
        <translation>Un file JSON di regole al posto di quello DIRT incluso. [predefinito: le regole DIRT incluse]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="160"/>
        <source>Advanced rule: gear 2 straight from 0. {default}</source>
        <translation>Regola avanzata: marcia 2 direttamente da 0. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="164"/>
        <source>Advanced rule: brake dice as gas in top gear. {default}</source>
        <translation>Regola avanzata: dadi freno come inerzia nella marcia più alta. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="167"/>
        <source>Advanced rule: SISU token once per stage/rally, or off. {default}</source>
        <translation>Regola avanzata: gettone SISU una volta per prova speciale/rally, o disattivato. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="171"/>
        <source>Solo driver leads every round on gravel (leader dice); off = single stage without leader dice. {default}</source>
        <translation>Il pilota da solo è in testa a ogni round su sterrato (dadi leader); disattivato = prova speciale singola senza dadi leader. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="199"/>
        <source>only for a circuit, not a rally</source>
        <translation>solo per un circuito, non per un rally</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="210"/>
        <source>only for a GT circuit or a rally of GT circuits</source>
        <translation>solo per un circuito GT o un rally di circuiti GT</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="238"/>
        <source>{cars} players, and a test drive races 1 to {most} cars: pass --players 1 to {most}</source>
        <translation>{cars} giocatori, e un test fa una gara da 1 a {most} auto: passa --players da 1 a {most}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="260"/>
        <source>only for a circuit (a course round a start-finish piece: GT 102 or RX 401)</source>
        <translation>solo per un circuito (un percorso attorno a un pezzo di partenza-arrivo: GT 102 o RX 401)</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="296"/>
        <source>cannot drive: {reason}</source>
        <translation>impossibile guidare: {reason}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="314"/>
        <source>Run {run} turn by turn</source>
        <translation>Corsa {run} turno per turno</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="315"/>
        <source>(seed {seed}, {driver})</source>
        <translation>(seme {seed}, {driver})</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="368"/>
        <source>Run {run} round by round</source>
        <translation>Giro {run} round per round</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="21"/>
        <source>GT rules</source>
        <translation>regole GT</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="22"/>
        <source>DIRT rules: pacenote's reading, no DIRT rulebook covers circuits</source>
        <translation>regole DIRT: la lettura di pacenote, nessun regolamento DIRT tratta i circuiti</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="23"/>
        <source>the GT book's "Build your own track": a short race of 15 pieces x 1 lap takes 30 min for 4 players</source>
        <translation>«Costruisci il tuo circuito» del regolamento GT: una gara corta di 15 tessere x 1 giro dura 30 min per 4 giocatori</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="27"/>
        <source>driver</source>
        <comment>race table column</comment>
        <translation>pilota</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="27"/>
        <source>place</source>
        <comment>race table column</comment>
        <translation>posto</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="28"/>
        <source>wins</source>
        <comment>race table column</comment>
        <translation>vittorie</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="28"/>
        <source>laps led</source>
        <comment>race table column</comment>
        <translation>giri in testa</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="29"/>
        <source>rounds led</source>
        <comment>race table column</comment>
        <translation>round in testa</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="29"/>
        <source>pit stops</source>
        <comment>race table column</comment>
        <translation>pit stop</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="30"/>
        <source>losses of control</source>
        <comment>race table column</comment>
        <translation>perdite di controllo</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="31"/>
        <source>overtakes</source>
        <comment>race table column</comment>
        <translation>sorpassi</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="31"/>
        <source>blocked</source>
        <comment>race table column</comment>
        <translation>bloccato</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="32"/>
        <source>mean</source>
        <comment>race table column</comment>
        <translation>media</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="33"/>
        <source>sd</source>
        <comment>race table column</comment>
        <translation>dev.</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="33"/>
        <source>p10</source>
        <comment>race table column</comment>
        <translation>p10</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="34"/>
        <source>p90</source>
        <comment>race table column</comment>
        <translation>p90</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="35"/>
        <source>passes</source>
        <comment>race table column</comment>
        <translation>sorpassi</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="36"/>
        <source>crashes</source>
        <comment>race table column</comment>
        <translation>impatti</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="37"/>
        <source>retired</source>
        <comment>race table column</comment>
        <translation>ritirato</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="38"/>
        <source>stage</source>
        <comment>race table column</comment>
        <translation>prova speciale</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="38"/>
        <source>cell</source>
        <comment>race table column</comment>
        <translation>casella</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="39"/>
        <source>tile</source>
        <comment>race table column</comment>
        <translation>tessera</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="40"/>
        <source>traffic</source>
        <comment>race table column</comment>
        <translation>traffico</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="53"/>
        <source>{races} of {cars} over {laps} ({rules}), driver {driver}, seed {seed}</source>
        <translation>{races} di {cars} su {laps} ({rules}), pilota {driver}, seme {seed}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="55"/>
        <source>{n} car</source>
        <comment>{n} cars</comment>
        <translation>
            <numerusform>{n} auto</numerusform>
            <numerusform>{n} auto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="56"/>
        <source>{n} lap</source>
        <comment>{n} laps</comment>
        <translation>
            <numerusform>{n} giro</numerusform>
            <numerusform>{n} giri</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="58"/>
        <source>race length</source>
        <translation>durata della gara</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="58"/>
        <source>{rounds} rounds, {turns} car-turns per race</source>
        <translation>{rounds} round, {turns} turni-auto per gara</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="61"/>
        <source>play duration</source>
        <translation>durata della partita</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="61"/>
        <source>about {minutes} min at the table for {players}, simulated; the book's guidance: about {book} min for {book_players} players ({pieces}, {laps}), from {guidance}</source>
        <translation>circa {minutes} min al tavolo per {players}, simulato; l'indicazione del regolamento: circa {book} min per {book_players} giocatori ({pieces}, {laps}), da {guidance}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="66"/>
        <source>{n} piece</source>
        <comment>{n} pieces</comment>
        <translation>
            <numerusform>{n} tessera</numerusform>
            <numerusform>{n} tessere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="68"/>
        <source>traffic</source>
        <translation>traffico</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="68"/>
        <source>{overtakes} overtakes, {blocked} turns blocked by cars per race</source>
        <translation>{overtakes} sorpassi, {blocked} turni bloccati da auto per gara</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="72"/>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="72"/>
        <source>every car takes the joker branch once per race</source>
        <translation>ogni auto prende il ramo del joker una volta per gara</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="73"/>
        <source>the joker branch is a road like any other (rules option joker: free)</source>
        <translation>il ramo del joker è una strada come le altre (opzione delle regole joker: free)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="77"/>
        <source>Per driver, per race (grid drawn at random: the first drawn on pole)</source>
        <translation>Per pilota, per gara (griglia sorteggiata: il primo estratto in pole)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="97"/>
        <source>{n} player</source>
        <comment>{n} players</comment>
        <translation>
            <numerusform>{n} giocatore</numerusform>
            <numerusform>{n} giocatori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="98"/>
        <source>{n} rally</source>
        <comment>{n} rallies</comment>
        <translation>
            <numerusform>{n} rally</numerusform>
            <numerusform>{n} rally</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="99"/>
        <source>{n} race</source>
        <comment>{n} races</comment>
        <translation>
            <numerusform>{n} gara</numerusform>
            <numerusform>{n} gare</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="100"/>
        <source>{runs} of {cars}, driver {driver}, seed {seed}; {stages}</source>
        <translation>{runs} di {cars}, pilota {driver}, seme {seed}; {stages}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="103"/>
        <source>stage {names}</source>
        <comment>stages {names}</comment>
        <translation>
            <numerusform>prova speciale {names}</numerusform>
            <numerusform>prove speciali {names}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="106"/>
        <source>about {minutes} min at the table for {players}, simulated ({turns} car-turns, {rounds} rounds)</source>
        <translation>circa {minutes} min al tavolo per {players}, simulato ({turns} turni-auto, {rounds} round)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="111"/>
        <source>rulebook</source>
        <translation>regolamento</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="111"/>
        <source>playing time about {minutes} min for these stages and {players}: the simulation is {note}</source>
        <translation>tempo di gioco circa {minutes} min per queste prove speciali e {players}: la simulazione è {note}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="115"/>
        <source>mean {time} per driver</source>
        <translation>media {time} per pilota</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="117"/>
        <source>{overtakes} overtakes, {blocked} turns blocked by cars {per}</source>
        <translation>{overtakes} sorpassi, {blocked} turni bloccati da auto {per}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="120"/>
        <source>retirements</source>
        <translation>ritiri</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="123"/>
        <source>service</source>
        <translation>assistenza</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="123"/>
        <source>{repairs} repaired per car</source>
        <translation>{repairs} riparato per auto</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="124"/>
        <source>after {stage}: {kinds}</source>
        <translation>dopo {stage}: {kinds}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="129"/>
        <source>Per driver (first start order drawn at random)</source>
        <translation>Per pilota (primo ordine di partenza sorteggiato)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="141"/>
        <source>{times} and {damage} (tokens {per})</source>
        <translation>{times} e {damage} (gettoni {per})</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="146"/>
        <source>damage carried</source>
        <comment>race table column</comment>
        <translation>danni portati</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="154"/>
        <source>Congestion hot spots (blocked by cars, or plan changed by traffic)</source>
        <translation>Punti di congestione (bloccati da auto, o piano cambiato dal traffico)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="166"/>
        <source>lap time</source>
        <translation>tempo sul giro</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="167"/>
        <source>one lap of a circuit on the DIRT rules: pacenote's reading, no DIRT rulebook covers circuits</source>
        <translation>un giro di un circuito con le regole DIRT: la lettura di pacenote, nessun regolamento DIRT tratta i circuiti</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="173"/>
        <source>focus tokens</source>
        <translation>gettoni concentrazione</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="174"/>
        <source>spin (0)</source>
        <translation>testacoda (0)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="174"/>
        <source>off track (00)</source>
        <translation>fuori pista (00)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="177"/>
        <source>cell</source>
        <comment>drive table column</comment>
        <translation>casella</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="177"/>
        <source>tile</source>
        <comment>drive table column</comment>
        <translation>tessera</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="178"/>
        <source>hex</source>
        <comment>drive table column</comment>
        <translation>esagono</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="178"/>
        <source>losses</source>
        <comment>drive table column</comment>
        <translation>perdite</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="179"/>
        <source>per run</source>
        <comment>drive table column</comment>
        <translation>per corsa</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="179"/>
        <source>crashes</source>
        <comment>drive table column</comment>
        <translation>impatti</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="181"/>
        <source>gravel</source>
        <comment>dashboard column</comment>
        <translation>sterrato</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="181"/>
        <source>gravel_leader</source>
        <comment>dashboard column</comment>
        <translation>sterrato (dadi Leader)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="182"/>
        <source>asphalt</source>
        <comment>dashboard column</comment>
        <translation>asfalto</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="182"/>
        <source>snow</source>
        <comment>dashboard column</comment>
        <translation>neve</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="195"/>
        <source>runs</source>
        <translation>corse</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="220"/>
        <source>{runs} solo runs, driver {driver}, seed {seed}</source>
        <translation>{runs} corse in solitario, pilota {driver}, seme {seed}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="222"/>
        <source> (GT solo time trial: one lap, gear-token times)</source>
        <translation> (prova a tempo GT in solitario: un giro, tempi dai gettoni marcia)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="225"/>
        <source> (exact)</source>
        <translation> (esatto)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="226"/>
        <source>{n} per run</source>
        <translation>{n} per corsa</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="228"/>
        <source>finished</source>
        <translation>finite</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="228"/>
        <source>{finished}/{runs} runs</source>
        <translation>{finished}/{runs} corse</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="230"/>
        <source>retired {n}</source>
        <translation>ritirati {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="231"/>
        <source>stuck {n}</source>
        <translation>bloccati {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="234"/>
        <source>mean {time}</source>
        <translation>media {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="236"/>
        <source>runs {time}</source>
        <translation>corse {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="240"/>
        <source>stage time</source>
        <translation>tempo della prova speciale</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="240"/>
        <source>(runs)</source>
        <translation>(corse)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="242"/>
        <source>(expert's expected time)</source>
        <translation>(tempo atteso dell'esperto)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="243"/>
        <source>turns</source>
        <translation>turni</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="244"/>
        <source>in the runs: </source>
        <translation>nelle corse: </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="245"/>
        <source>losses of control</source>
        <translation>perdite di controllo</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="247"/>
        <source>damage drawn</source>
        <translation>danni pescati</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="250"/>
        <source>shortcuts</source>
        <translation>scorciatoie</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="250"/>
        <source>{entries} entries in {runs} runs</source>
        <translation>{entries} ingressi in {runs} corse</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="256"/>
        <source>per run (exact)</source>
        <translation>per corsa (esatto)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="257"/>
        <source>damage</source>
        <translation>danno</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="258"/>
        <source>shortcuts {entries} entries, {share} of runs</source>
        <translation>scorciatoie {entries} ingressi, {share} delle corse</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="260"/>
        <source>seconds tokens</source>
        <translation>gettoni Secondi</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="261"/>
        <source>{n} left per run on average</source>
        <translation>{n} rimasti per corsa in media</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="264"/>
        <source>dashboard</source>
        <translation>plancia</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="264"/>
        <source>{columns} column: DEFAULT values, not printed in the rulebook (a --ruleset file overrides them)</source>
        <comment>{columns} columns: DEFAULT values, not printed in the rulebook (a --ruleset file overrides them)</comment>
        <translation>
            <numerusform>colonna {columns}: valori PREDEFINITI, non stampati nel regolamento (un file --ruleset li sostituisce)</numerusform>
            <numerusform>colonne {columns}: valori PREDEFINITI, non stampati nel regolamento (un file --ruleset li sostituisce)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="268"/>
        <source>{names} and {last}</source>
        <translation>{names} e {last}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="270"/>
        <source>blocked turns</source>
        <translation>turni bloccati</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="270"/>
        <source>{n} (no die could enter a cell ahead)</source>
        <translation>{n} (nessun dado poteva entrare in una casella davanti)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="272"/>
        <source>spare wheel / SISU</source>
        <translation>ruota di scorta / SISU</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="272"/>
        <source>{spare} / {sisu} runs</source>
        <translation>{spare} / {sisu} corse</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="275"/>
        <source>Lap time distribution</source>
        <translation>Distribuzione dei tempi sul giro</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="276"/>
        <source>Stage time distribution</source>
        <translation>Distribuzione dei tempi della prova speciale</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="278"/>
        <source>Hot spots (losses of control by cell)</source>
        <translation>Punti critici (perdite di controllo per casella)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="279"/>
        <source>Hot spots (per run: exact)</source>
        <translation>Punti critici (per corsa: esatto)</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="17"/>
        <source>Open the desktop editor (PySide6): a stage, or a rally with a tab per stage.</source>
        <translation>Apre l'editor desktop (PySide6): una prova speciale, o un rally con una scheda per prova speciale.</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="20"/>
        <source>Stage or rally file to open (.stage.json, .rally.json, Rekee .json, .rgt). [default: none: the start page]</source>
        <translation>File della prova speciale o del rally da aprire (.stage.json, .rally.json, Rekee .json, .rgt). [predefinito: nessuno: la pagina iniziale]</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="24"/>
        <source>Render the editor window offscreen to this PNG file and exit. [default: none: open the window]</source>
        <translation>Disegna la finestra dell'editor fuori schermo in questo file PNG ed esce. [predefinito: nessuno: apre la finestra]</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="28"/>
        <source>With --screenshot: test-drive the stage first (heat map and figures). [default: no test drive]</source>
        <translation>Con --screenshot: collauda prima la prova speciale (mappa di calore e cifre). [predefinito: nessun giro di prova]</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="31"/>
        <source>With --drive: the AI driver.</source>
        <translation>Con --drive: il pilota IA.</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="33"/>
        <source>With --drive: the seed.</source>
        <translation>Con --drive: il seme.</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="36"/>
        <source>With --screenshot: select the first finding with this code. [default: none]</source>
        <translation>Con --screenshot: seleziona il primo rilievo con questo codice. [predefinito: nessuno]</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="39"/>
        <source>With --screenshot: replace a read-only output file.</source>
        <translation>Con --screenshot: sostituisce un file di output di sola lettura.</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="42"/>
        <source>pacenote edit (the desktop editor)</source>
        <translation>pacenote edit (l'editor desktop)</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="49"/>
        <source>only with --screenshot</source>
        <translation>solo con --screenshot</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="57"/>
        <source>cannot write {what}: the screenshot is a PNG: use .png</source>
        <translation>impossibile scrivere {what}: la schermata è un PNG: usa .png</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="65"/>
        <source>wrote {path}</source>
        <translation>scritto {path}</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="68"/>
        <source>no display (DISPLAY and WAYLAND_DISPLAY are unset); use --screenshot OUT.png to render the editor offscreen</source>
        <translation>nessuno schermo (DISPLAY e WAYLAND_DISPLAY non sono impostate); usa --screenshot OUT.png per disegnare l'editor fuori schermo</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="25"/>
        <source>Export a stage's build guide, a rally booklet, or a rally director's bundle.

A stage: its print-ready build guide. A rally: a booklet (cover, one build guide per
stage, the rally sheet), or with -o DIR/ the bundle a rally director prints or shares.</source>
        <translation>Esporta la guida di montaggio di una prova speciale, un libretto del rally o il pacchetto del direttore di gara.

Una prova speciale: la sua guida di montaggio pronta da stampare. Un rally: un libretto (copertina, una guida di montaggio per prova speciale, il foglio di gara), o con -o DIR/ il pacchetto che un direttore di gara stampa o condivide.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="31"/>
        <source>File to write: .pdf (every page), .svg or .png (one page); or a folder (DIR/) for the whole bundle: booklet, stage files, pictures, pick list, index.html.</source>
        <translation>File da scrivere: .pdf (tutte le pagine), .svg o .png (una pagina); o una cartella (DIR/) per l'intero pacchetto: libretto, file delle prove speciali, immagini, elenco delle tessere, index.html.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="36"/>
        <source>Print each stage's par time: the expert driver runs it RUNS times. [default: no par time]</source>
        <translation>Stampa il tempo di riferimento di ogni prova speciale: il pilota esperto la corre RUNS volte. [predefinito: nessun tempo di riferimento]</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="40"/>
        <source>Players: rally sheet columns and playing time. [default: the rally file's players, else {columns} columns and times for 4]</source>
        <translation>Giocatori: colonne del foglio di gara e tempo di gioco. [predefinito: i giocatori del file del rally, altrimenti {columns} colonne e tempi per 4]</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="45"/>
        <source>Deprecated: the old name of --players.</source>
        <translation>Deprecato: il vecchio nome di --players.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="46"/>
        <source>Seed of the par-time runs.</source>
        <translation>Seme dei giri per il tempo di riferimento.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="48"/>
        <source>Replace a read-only output file.</source>
        <translation>Sostituisce un file di output di sola lettura.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="57"/>
        <source>pacenote: warning: --drivers is deprecated: use --players (the same number)</source>
        <translation>pacenote: avviso: --drivers è deprecato: usa --players (lo stesso numero)</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="60"/>
        <source>--players {players} and --drivers {drivers} disagree</source>
        <translation>--players {players} e --drivers {drivers} non concordano</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="74"/>
        <source>pacenote: warning: {warning}</source>
        <translation>pacenote: avviso: {warning}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="77"/>
        <source>wrote {path}: {n} page</source>
        <comment>wrote {path}: {n} pages</comment>
        <translation>
            <numerusform>scritto {path}: {n} pagina</numerusform>
            <numerusform>scritto {path}: {n} pagine</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="94"/>
        <source>wrote {path}/: {files} files ({pages}-page PDF, {stages}, index.html)</source>
        <translation>scritto {path}/: {files} file (PDF di {pages} pagine, {stages}, index.html)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="97"/>
        <source>{n} stage</source>
        <comment>{n} stages</comment>
        <translation>
            <numerusform>{n} prova speciale</numerusform>
            <numerusform>{n} prove speciali</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="21"/>
        <source>Generate a stage (DIRT), a circuit (GT) or a rally that meets a brief.

Every stage written validates with 0 errors and 0 warnings and drives to the finish;
the report says, point by point, the target and what was achieved. A brief that
cannot be met is one line naming the point and the nearest achievable value (exit 1).</source>
        <translation>Genera una prova speciale (DIRT), un circuito (GT) o un rally che soddisfi una richiesta.

Ogni prova speciale scritta si valida con 0 errori e 0 avvisi e si guida fino all'arrivo; il resoconto dice, punto per punto, l'obiettivo e ciò che è stato ottenuto. Una richiesta impossibile è una riga che indica il punto e il valore raggiungibile più vicino (uscita 1).</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="23"/>
        <source>File to write: a stage (*.stage.json), or with --rally a rally (*.rally.json) with its stage files beside it. With --count K the other candidates go to NAME-2.stage.json, ...</source>
        <translation>File da scrivere: una prova speciale (*.stage.json), o con --rally un rally (*.rally.json) con accanto i file delle sue prove speciali. Con --count K gli altri candidati vanno in NAME-2.stage.json, ...</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="27"/>
        <source>Boxes owned, e.g. dirt-core or dirt-core:2,dirt-rx (gt-core: a GT circuit).</source>
        <translation>Scatole possedute, ad es. dirt-core o dirt-core:2,dirt-rx (gt-core: un circuito GT).</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="30"/>
        <source>Length class by the rulebook: short, medium or long. [default: medium unless --tiles]</source>
        <translation>Classe di lunghezza del regolamento: short, medium o long. [predefinito: medium salvo --tiles]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="33"/>
        <source>Road tiles START to FINISH (instead of --class). [default: by --class]</source>
        <translation>Tessere di strada da START a FINISH (al posto di --class). [predefinito: secondo --class]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="35"/>
        <source>easy, medium or hard: the expert's par and losses of control per tile (the generate guide in the docs). [default: medium unless --par]</source>
        <translation>easy, medium o hard: il tempo di riferimento dell'esperto e le perdite di controllo per tessera (la guida di generate nella documentazione). [predefinito: medium salvo --par]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="38"/>
        <source>The expert's par time wanted, M:SS (within 10 s). [default: by --difficulty]</source>
        <translation>Il tempo di riferimento dell'esperto voluto, M:SS (entro 10 s). [predefinito: secondo --difficulty]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="41"/>
        <source>Features wanted: jumps,fords,shortcuts,slides. [default: none]</source>
        <translation>Elementi voluti (salti, guadi, scorciatoie, derapate): jumps,fords,shortcuts,slides. [predefinito: nessuno]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="43"/>
        <source>Features banned. [default: none]</source>
        <translation>Elementi vietati. [predefinito: nessuno]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="45"/>
        <source>Terrain mix of the road tiles, where the boxes allow: gravel,asphalt,snow (equal shares) or gravel:60,asphalt:40 (shares; within 15 % of the tiles). [default: any terrain]</source>
        <translation>Mix di fondi delle tessere di strada, se le scatole lo consentono: gravel,asphalt,snow (parti uguali) o gravel:60,asphalt:40 (quote; entro il 15 % delle tessere). [predefinito: qualsiasi fondo]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="49"/>
        <source>Players (playing time; one-car rows count against from 5).</source>
        <translation>Giocatori (tempo di gioco; le file da un'auto pesano da 5 in su).</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="51"/>
        <source>Table size WIDTHxDEPTH in cm, e.g. 120x80: the laid stage must fit. [default: any size]</source>
        <translation>Dimensioni del tavolo LARGHEZZAxPROFONDITÀ in cm, ad es. 120x80: la prova speciale montata deve starci. [predefinito: qualsiasi]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="53"/>
        <source>Same seed, same stages.</source>
        <translation>Stesso seme, stesse prove speciali.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="55"/>
        <source>Distinct candidates to write, ranked by how well they meet the brief.</source>
        <translation>Candidati distinti da scrivere, ordinati per quanto soddisfano la richiesta.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="57"/>
        <source>Seconds the search may take (a rally: per stage). [default: 30]</source>
        <translation>Secondi che può durare la ricerca (un rally: per prova speciale). [predefinito: 30]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="59"/>
        <source>No service park after the FINISH.</source>
        <translation>Nessun Parco Assistenza dopo il FINISH.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="61"/>
        <source>Stage or rally name. [default: "Generated stage (seed N)"]</source>
        <translation>Nome della prova speciale o del rally. [predefinito: "Generated stage (seed N)"]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="62"/>
        <source>Make a whole rally.</source>
        <translation>Crea un rally intero.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="64"/>
        <source>Rally: number of stages.</source>
        <translation>Rally: numero di prove speciali.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="66"/>
        <source>Rally: service after these stages, e.g. after:1,2 (default: after each stage but the last).</source>
        <translation>Rally: assistenza dopo queste prove speciali, ad es. after:1,2 (predefinito: dopo ogni prova speciale tranne l'ultima).</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="69"/>
        <source>Rally: simulated play duration wanted (within 15 %). [default: the rulebook's playing time of the stages]</source>
        <translation>Rally: durata della partita simulata voluta (entro il 15 %). [predefinito: il tempo di gioco del regolamento per le prove speciali]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="72"/>
        <source>GT circuit: laps of the race. [default: by the GT class guidelines]</source>
        <translation>Circuito GT: giri della gara. [predefinito: secondo le indicazioni delle classi GT]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="74"/>
        <source>Also write the rally director's bundle of what was generated into this folder (booklet, stage files, pictures, pick list, index.html), as pacenote export -o DIR/ does. [default: no bundle]</source>
        <translation>Scrive anche in questa cartella il pacchetto del direttore di gara con ciò che è stato generato (libretto, file delle prove speciali, immagini, elenco delle tessere, index.html), come fa pacenote export -o DIR/. [predefinito: nessun pacchetto]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="97"/>
        <source>give --class or --tiles, not both</source>
        <translation>indica --class o --tiles, non entrambi</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="115"/>
        <source>--rally: a GT race is one circuit (give DIRT boxes for a rally)</source>
        <translation>--rally: una gara GT è un solo circuito (indica scatole DIRT per un rally)</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="132"/>
        <source>pacenote: cannot meet the brief: {problem}</source>
        <translation>pacenote: impossibile rispettare la richiesta: {problem}</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="155"/>
        <source>, score {score}</source>
        <translation>, punteggio {score}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="157"/>
        <source>only {n} distinct candidate within the budget ({seconds} s)</source>
        <comment>only {n} distinct candidates within the budget ({seconds} s)</comment>
        <translation>
            <numerusform>solo {n} candidato distinto entro il budget ({seconds} s)</numerusform>
            <numerusform>solo {n} candidati distinti entro il budget ({seconds} s)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="163"/>
        <source>skipped (no tileset models them yet): tiles {tiles}</source>
        <translation>saltate (nessun set di tessere le modella ancora): tessere {tiles}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="165"/>
        <source>{n} exact drive</source>
        <comment>{n} exact drives</comment>
        <translation>
            <numerusform>{n} guida esatta</numerusform>
            <numerusform>{n} guide esatte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="166"/>
        <source>searched {seconds} s, {drives}, {n} finalist refused by the validators</source>
        <comment>searched {seconds} s, {drives}, {n} finalists refused by the validators</comment>
        <translation>
            <numerusform>ricerca di {seconds} s, {drives}, {n} finalista rifiutato dai validatori</numerusform>
            <numerusform>ricerca di {seconds} s, {drives}, {n} finalisti rifiutati dai validatori</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="177"/>
        <source>{losses} losses/run, </source>
        <translation>{losses} perdite/giro, </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="178"/>
        <source>{label}: {n} tile, par {par}, {risk}{footprint}</source>
        <comment>{label}: {n} tiles, par {par}, {risk}{footprint}</comment>
        <translation>
            <numerusform>{label}: {n} tessera, par {par}, {risk}{footprint}</numerusform>
            <numerusform>{label}: {n} tessere, par {par}, {risk}{footprint}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="203"/>
        <source>{label}: {n} piece x {laps}, {race_class}, {footprint} (turned {angle}°)</source>
        <comment>{label}: {n} pieces x {laps}, {race_class}, {footprint} (turned {angle}°)</comment>
        <translation>
            <numerusform>{label}: {n} pezzo x {laps}, {race_class}, {footprint} (ruotato di {angle}°)</numerusform>
            <numerusform>{label}: {n} pezzi x {laps}, {race_class}, {footprint} (ruotato di {angle}°)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="215"/>
        <source>{point} the GT race engine is not there yet: no par for a circuit (--difficulty and --par do not apply)</source>
        <translation>{point} il motore di gara GT non c'è ancora: nessun par per un circuito (--difficulty e --par non si applicano)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="218"/>
        <source>searched {seconds} s, {n} piece list tried</source>
        <comment>searched {seconds} s, {n} piece lists tried</comment>
        <translation>
            <numerusform>ricerca di {seconds} s, {n} elenco di pezzi provato</numerusform>
            <numerusform>ricerca di {seconds} s, {n} elenchi di pezzi provati</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="242"/>
        <source>--rally writes a rally file: -o NAME.rally.json</source>
        <translation>--rally scrive un file di rally: -o NOME.rally.json</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="257"/>
        <source>, service after</source>
        <translation>, assistenza dopo</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="264"/>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="266"/>
        <source>wrote {path}: {n} stage, service after {after}</source>
        <comment>wrote {path}: {n} stages, service after {after}</comment>
        <translation>
            <numerusform>scritto {path}: {n} prova speciale, assistenza dopo {after}</numerusform>
            <numerusform>scritto {path}: {n} prove speciali, assistenza dopo {after}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="270"/>
        <source>none</source>
        <comment>service after</comment>
        <translation>nessuna</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="271"/>
        <source>{n} round</source>
        <comment>{n} rounds</comment>
        <translation>
            <numerusform>{n} turno</numerusform>
            <numerusform>{n} turni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="272"/>
        <source>{minutes} min simulated, {n} player ({rounds})</source>
        <comment>{minutes} min simulated, {n} players ({rounds})</comment>
        <translation>
            <numerusform>{minutes} min simulati, {n} giocatore ({rounds})</numerusform>
            <numerusform>{minutes} min simulati, {n} giocatori ({rounds})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="53"/>
        <source>Show the course (tiles in driving order) and its cell graph.</source>
        <translation>Mostra il percorso (tessere in ordine di guida) e il suo grafo di caselle.</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="55"/>
        <source>Stage file (.stage.json, Rekee .json, .rgt).</source>
        <translation>File della prova speciale (.stage.json, Rekee .json, .rgt).</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="56"/>
        <source>Print machine-readable JSON.</source>
        <translation>Stampa JSON leggibile dalle macchine.</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="73"/>
        <source>{name}: course in driving order</source>
        <translation>{name}: percorso in ordine di guida</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="82"/>
        <source>reversed</source>
        <translation>invertita</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="82"/>
        <source>as printed</source>
        <translation>come stampata</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="85"/>
        <source>cells: {cells}  graph nodes: {nodes}  edges: {edges}</source>
        <translation>caselle: {cells}  nodi del grafo: {nodes}  archi: {edges}</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="88"/>
        <source>fewest dice from start to finish: {n} (with jumps {jumps})</source>
        <translation>meno dadi dalla partenza all'arrivo: {n} (con i salti {jumps})</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="90"/>
        <source>fewest dice from start to finish: the finish cannot be reached</source>
        <translation>meno dadi dalla partenza all'arrivo: l'arrivo non si può raggiungere</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="94"/>
        <source>not one clean chain from START to FINISH</source>
        <translation>non è una catena pulita da START a FINISH</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="95"/>
        <source>(run `pacenote validate` for details)</source>
        <translation>(esegui `pacenote validate` per i dettagli)</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="98"/>
        <source>#</source>
        <comment>graph table column</comment>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="98"/>
        <source>tile</source>
        <comment>graph table column</comment>
        <translation>tessera</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="99"/>
        <source>hex</source>
        <comment>graph table column</comment>
        <translation>esagono</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="99"/>
        <source>rot</source>
        <comment>graph table column</comment>
        <translation>rot</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="100"/>
        <source>enters</source>
        <comment>graph table column</comment>
        <translation>entra</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="100"/>
        <source>leaves</source>
        <comment>graph table column</comment>
        <translation>esce</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="101"/>
        <source>direction</source>
        <comment>graph table column</comment>
        <translation>verso</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="101"/>
        <source>cells</source>
        <comment>graph table column</comment>
        <translation>caselle</translation>
    </message>
    <message>
        <location filename="../../cli/inputs.py" line="65"/>
        <source>a symlink leading outside the current folder: not read (pass --follow-symlinks to read it, or --root to name the folder files may come from)</source>
        <translation>un collegamento simbolico che esce dalla cartella corrente: non letto (passa --follow-symlinks per leggerlo, o --root per indicare la cartella da cui possono venire i file)</translation>
    </message>
    <message>
        <location filename="../../cli/inputs.py" line="68"/>
        <source>a symlink leading outside the --root folder: not read (pass --follow-symlinks to read it, or --root to name the folder files may come from)</source>
        <translation>un collegamento simbolico che esce dalla cartella di --root: non letto (passa --follow-symlinks per leggerlo, o --root per indicare la cartella da cui possono venire i file)</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="20"/>
        <source>Arrange a tile list into a stage: a chain, or a GT circuit.

A DIRT list becomes one clean chain START → … → FINISH (+ service park); a GT list with
102 becomes a closed circuit (+ pit stop beside it).</source>
        <translation>Dispone un elenco di tessere in una prova speciale: una catena, o un circuito GT.

Un elenco DIRT diventa una catena pulita START → … → FINISH (+ Parco Assistenza); un elenco GT con 102 diventa un circuito chiuso (+ pit stop accanto).</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="22"/>
        <source>Tile sides, e.g. 202a 205b 210a ... or "1 x 202a" entries as the rulebook prints them.</source>
        <translation>Lati di tessera, ad es. 202a 205b 210a ... o voci "1 x 202a" come le stampa il regolamento.</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="24"/>
        <source>Stage file to write.</source>
        <translation>File della prova speciale da scrivere.</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="25"/>
        <source>Stage name. [default: none]</source>
        <translation>Nome della prova speciale. [predefinito: nessuno]</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="26"/>
        <source>Try another arrangement.</source>
        <translation>Prova un'altra disposizione.</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="30"/>
        <source>GT circuit: laps of the race. [default: not written in the file]</source>
        <translation>Circuito GT: giri della gara. [predefinito: non scritti nel file]</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="35"/>
        <source>Time to search for the most compact layout; then the best found so far is kept (it says how far it came).</source>
        <translation>Tempo per cercare la disposizione più compatta; poi si tiene la migliore trovata (dice fin dove è arrivato).</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="57"/>
        <source>only for a GT circuit (a list with the start-finish piece 102)</source>
        <translation>solo per un circuito GT (un elenco con il pezzo di partenza-arrivo 102)</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="62"/>
        <source>tile list: {problem}</source>
        <translation>elenco delle tessere: {problem}</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="65"/>
        <source>wrote {path}: {tiles} in {shape} ({reached})</source>
        <translation>scritto {path}: {tiles} in {shape} ({reached})</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="67"/>
        <source>a closed circuit</source>
        <translation>un circuito chiuso</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="67"/>
        <source>one chain</source>
        <translation>una catena</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="68"/>
        <source>{reached}: the most compact of those</source>
        <translation>{reached}: la più compatta tra queste</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="73"/>
        <source>Print the stage's tiles as the rulebook lists them (1 x 210b), by box.</source>
        <translation>Stampa le tessere della prova speciale come le elenca il regolamento (1 x 210b), per scatola.</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="74"/>
        <source>Stage file.</source>
        <translation>File della prova speciale.</translation>
    </message>
    <message>
        <location filename="../../cli/outputs.py" line="25"/>
        <source>{problem} (pass --force to replace it)</source>
        <translation>{problem} (passa --force per sostituirlo)</translation>
    </message>
    <message>
        <location filename="../../cli/outputs.py" line="40"/>
        <source>cannot write: {folder} is a file, not a folder</source>
        <translation>impossibile scrivere: {folder} è un file, non una cartella</translation>
    </message>
    <message>
        <location filename="../../cli/outputs.py" line="43"/>
        <source>no such folder {folder}: create it first (pacenote does not create folders for an output)</source>
        <translation>la cartella {folder} non esiste: creala prima (pacenote non crea cartelle per un output)</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="30"/>
        <source>start</source>
        <comment>tile kind</comment>
        <translation>partenza</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="30"/>
        <source>finish</source>
        <comment>tile kind</comment>
        <translation>arrivo</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="31"/>
        <source>service</source>
        <comment>tile kind</comment>
        <translation>assistenza</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="31"/>
        <source>straight</source>
        <comment>tile kind</comment>
        <translation>rettilineo</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="32"/>
        <source>bend</source>
        <comment>tile kind</comment>
        <translation>curva</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="32"/>
        <source>corner</source>
        <comment>tile kind</comment>
        <translation>tornante</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="33"/>
        <source>s-bend</source>
        <comment>tile kind</comment>
        <translation>curva a S</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="33"/>
        <source>wavy</source>
        <comment>tile kind</comment>
        <translation>ondulata</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="34"/>
        <source>pit</source>
        <comment>tile kind</comment>
        <translation>box</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="34"/>
        <source>start-finish</source>
        <comment>tile kind</comment>
        <translation>partenza-arrivo</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="35"/>
        <source>junction</source>
        <comment>tile kind</comment>
        <translation>bivio</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="35"/>
        <source>separate</source>
        <comment>tile kind</comment>
        <translation>separate</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="36"/>
        <source>crossing</source>
        <comment>tile kind</comment>
        <translation>incrocio</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="36"/>
        <source>scenery</source>
        <comment>tile kind</comment>
        <translation>scenario</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="37"/>
        <source>parallel</source>
        <comment>tile kind</comment>
        <translation>parallele</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="37"/>
        <source>underpass</source>
        <comment>tile kind</comment>
        <translation>sottopassaggio</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="38"/>
        <source>none</source>
        <comment>danger</comment>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="38"/>
        <source>low</source>
        <comment>danger</comment>
        <translation>basso</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="39"/>
        <source>medium</source>
        <comment>danger</comment>
        <translation>medio</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="39"/>
        <source>high</source>
        <comment>danger</comment>
        <translation>alto</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="40"/>
        <source>start line</source>
        <translation>linea di partenza</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="40"/>
        <source>finish line</source>
        <translation>linea d'arrivo</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="41"/>
        <source>start-finish line</source>
        <translation>linea di partenza-arrivo</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="42"/>
        <source>repair</source>
        <comment>pit service</comment>
        <translation>riparazione</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="42"/>
        <source>tyres</source>
        <comment>pit service</comment>
        <translation>pneumatici</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="43"/>
        <source>id</source>
        <comment>tiles table</comment>
        <translation>id</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="43"/>
        <source>kind</source>
        <comment>tiles table</comment>
        <translation>tipo</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="44"/>
        <source>edges</source>
        <comment>tiles table</comment>
        <translation>lati</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="45"/>
        <source>danger</source>
        <comment>tiles table</comment>
        <translation>pericolo</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="46"/>
        <source>cells</source>
        <comment>tiles table</comment>
        <translation>caselle</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="47"/>
        <source>limits</source>
        <comment>tiles table</comment>
        <translation>limiti</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="48"/>
        <source>features</source>
        <comment>tiles table</comment>
        <translation>elementi</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="55"/>
        <source>Tileset: a shipped name (dirt-core, dirt-exp-3xx, gt-core, gt-exp) or a tileset file (.json).</source>
        <translation>Set di tessere: un nome incluso (dirt-core, dirt-exp-3xx, gt-core, gt-exp) o un file di set di tessere (.json).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="57"/>
        <source>Pixels per hex radius in PNG output (SVG: nominal size).</source>
        <translation>Pixel per raggio di esagono nell'output PNG (SVG: dimensione nominale).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="74"/>
        <source>unknown tile side {id} in tileset {tileset} (sides {known})</source>
        <translation>lato di tessera sconosciuto {id} nel set di tessere {tileset} (lati {known})</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="151"/>
        <source>pit stop: {lanes}</source>
        <translation>pit stop: {lanes}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="153"/>
        <source>{n} grid box</source>
        <comment>{n} grid boxes</comment>
        <translation>
            <numerusform>{n} casella della griglia</numerusform>
            <numerusform>{n} caselle della griglia</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="156"/>
        <source>doubled inner lane</source>
        <translation>corsia interna doppia</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="158"/>
        <source>dotted {limits}</source>
        <translation>tratteggiato {limits}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="163"/>
        <source>{n} slide row</source>
        <comment>{n} slide rows</comment>
        <translation>
            <numerusform>{n} fila di derapata</numerusform>
            <numerusform>{n} file di derapata</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="164"/>
        <source>jump ^{n}</source>
        <translation>salto ^{n}</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="165"/>
        <source>ford</source>
        <translation>guado</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="167"/>
        <source>shortcut {limit}</source>
        <translation>scorciatoia {limit}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="169"/>
        <source>climb plates on {n} line</source>
        <comment>climb plates on {n} lines</comment>
        <translation>
            <numerusform>piastre di salita su {n} linea</numerusform>
            <numerusform>piastre di salita su {n} linee</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="178"/>
        <source>{danger} danger</source>
        <translation>pericolo {danger}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="181"/>
        <source>{n} cell</source>
        <comment>{n} cells</comment>
        <translation>
            <numerusform>{n} casella</numerusform>
            <numerusform>{n} caselle</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="183"/>
        <source>limits {limits}</source>
        <translation>limiti {limits}</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="188"/>
        <source>List the tile sides of a tileset: table, JSON, or a picture gallery.</source>
        <translation>Elenca i lati delle tessere di un set: tabella, JSON o galleria di immagini.</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="190"/>
        <source>Tile sides to show (default: all).</source>
        <translation>Lati di tessera da mostrare (predefinito: tutti).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="191"/>
        <source>One JSON object per side.</source>
        <translation>Un oggetto JSON per lato.</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="193"/>
        <source>With --json: 'cells' lists every cell's kind and polygon (tile-local, circumradius 1, y up) instead of counting the road cells.</source>
        <translation>Con --json: 'cells' elenca tipo e poligono di ogni casella (locali alla tessera, raggio 1, y verso l'alto) invece di contare le caselle di strada.</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="196"/>
        <source>Write one PNG per side and index.html to DIR. [default: none: print a table]</source>
        <translation>Scrive un PNG per lato e index.html in DIR. [predefinito: nessuno: stampa una tabella]</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="199"/>
        <source>With --gallery: draw measured outlines (a tile-shapes .json: road, shortcuts, cell lines per side) over each side. [default: none]</source>
        <translation>Con --gallery: disegna i contorni misurati (un .json di forme delle tessere: strada, scorciatoie, linee delle caselle per lato) su ogni lato. [predefinito: nessuno]</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="209"/>
        <source>--geometry goes with --json</source>
        <translation>--geometry va con --json</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="211"/>
        <source>--overlay goes with --gallery</source>
        <translation>--overlay va con --gallery</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="214"/>
        <source>--json and --gallery do not go together</source>
        <translation>--json e --gallery non vanno insieme</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="216"/>
        <source>pacenote tiles --gallery (PNG pictures)</source>
        <translation>pacenote tiles --gallery (immagini PNG delle tessere)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="219"/>
        <source>wrote {n} tile picture and {index}</source>
        <comment>wrote {n} tile pictures and {index}</comment>
        <translation>
            <numerusform>scritta {n} immagine di tessera e {index}</numerusform>
            <numerusform>scritte {n} immagini di tessere e {index}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="237"/>
        <source>{title} ({n} side)</source>
        <comment>{title} ({n} sides)</comment>
        <translation>
            <numerusform>{title} ({n} lato)</numerusform>
            <numerusform>{title} ({n} lati)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="256"/>
        <source>missing: expected a list of sides</source>
        <translation>manca: attesa una lista di lati</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="261"/>
        <source>expected an 'id' and a 'road' outline (a list of at least 3 [x, y] points)</source>
        <translation>attesi un 'id' e un contorno 'road' (una lista di almeno 3 punti [x, y])</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="266"/>
        <source>expected a list of at least 3 [x, y] points</source>
        <translation>attesa una lista di almeno 3 punti [x, y]</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="311"/>
        <source>notes</source>
        <comment>tile gallery</comment>
        <translation>note</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="313"/>
        <source>tile side {id}</source>
        <translation>lato di tessera {id}</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="321"/>
        <source>{title}: tile gallery</source>
        <translation>{title}: galleria delle tessere</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="332"/>
        <source>{n} tile side of tileset {tileset}, drawn by {command}.</source>
        <comment>{n} tile sides of tileset {tileset}, drawn by {command}.</comment>
        <translation>
            <numerusform>{n} lato di tessera del set {tileset}, disegnato da {command}.</numerusform>
            <numerusform>{n} lati di tessera del set {tileset}, disegnati da {command}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="346"/>
        <source>Draw a stage or one tile side to SVG or PNG (chosen by the output's extension).</source>
        <translation>Disegna una prova speciale o un lato di tessera in SVG o PNG (secondo l'estensione dell'output).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="348"/>
        <source>Stage file to draw (.stage.json, Rekee .json, .rgt).</source>
        <translation>File della prova speciale da disegnare (.stage.json, Rekee .json, .rgt).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="350"/>
        <source>Draw one tile side, e.g. 210a. [default: none: draw STAGE]</source>
        <translation>Disegna un lato di tessera, ad es. 210a. [predefinito: nessuno: disegna la prova speciale STAGE]</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="352"/>
        <source>Output file; .svg or .png.</source>
        <translation>File di output; .svg o .png.</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="362"/>
        <source>render needs a STAGE file or --tile ID (exactly one of them)</source>
        <translation>render richiede un file di prova speciale (STAGE) o --tile ID (esattamente uno dei due)</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="22"/>
        <source>{value} is not a valid integer.</source>
        <translation>{value} non è un numero intero valido.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="23"/>
        <source>{value} is not a valid int range.</source>
        <translation>{value} non è un numero intero valido.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="24"/>
        <source>{value} is not a valid float.</source>
        <translation>{value} non è un numero valido.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="25"/>
        <source>{value} is not a valid float range.</source>
        <translation>{value} non è un numero valido.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="26"/>
        <source>{value} is not a valid boolean. Recognized values: {values}</source>
        <translation>{value} non è un booleano valido. Valori riconosciuti: {values}</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="27"/>
        <source>{value} is not in the range {range}.</source>
        <translation>{value} non è nell'intervallo {range}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="28"/>
        <source>{value} is not one of {choices}.</source>
        <translation>{value} non è tra {choices}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="29"/>
        <source>File {path} does not exist.</source>
        <translation>Il file {path} non esiste.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="30"/>
        <source>Directory {path} does not exist.</source>
        <translation>La cartella {path} non esiste.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="31"/>
        <source>Path {path} does not exist.</source>
        <translation>Il percorso {path} non esiste.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="32"/>
        <source>File {path} is a directory.</source>
        <translation>Il file {path} è una cartella.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="33"/>
        <source>Directory {path} is a file.</source>
        <translation>La cartella {path} è un file.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="34"/>
        <source>Path {path} is not readable.</source>
        <translation>Il percorso {path} non è leggibile.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="35"/>
        <source>File {path} is not readable.</source>
        <translation>Il file {path} non è leggibile.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="36"/>
        <source>Directory {path} is not readable.</source>
        <translation>La cartella {path} non è leggibile.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="37"/>
        <source>No such option: {name}</source>
        <translation>Opzione inesistente: {name}</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="38"/>
        <source>No such command {name}.</source>
        <translation>Comando inesistente {name}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="39"/>
        <source>Missing command.</source>
        <translation>Manca il comando.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="40"/>
        <source>Option {name} requires an argument.</source>
        <translation>L'opzione {name} richiede un argomento.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="41"/>
        <source>Option {name} requires {n} arguments.</source>
        <translation>L'opzione {name} richiede {n} argomenti.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="42"/>
        <source>Option {name} does not take a value.</source>
        <translation>L'opzione {name} non accetta un valore.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="43"/>
        <source>Got unexpected extra argument(s) ({args})</source>
        <translation>Argomento/i in più inatteso/i ({args})</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="44"/>
        <source>Argument {name} takes {n} values.</source>
        <translation>L'argomento {name} accetta {n} valori.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="47"/>
        <source>Invalid value for {param}: {problem}</source>
        <translation>Valore non valido per {param}: {problem}</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="47"/>
        <source>Invalid value: {problem}</source>
        <translation>Valore non valido: {problem}</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="48"/>
        <source>Missing argument {param}.</source>
        <translation>Manca l'argomento {param}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="48"/>
        <source>Missing option {param}.</source>
        <translation>Manca l'opzione {param}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="49"/>
        <source>Missing parameter {param}.</source>
        <translation>Manca il parametro {param}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="49"/>
        <source>{problem} (Possible options: {options})</source>
        <translation>{problem} (opzioni possibili: {options})</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="154"/>
        <source>could not be checked ({error})</source>
        <translation>non è stato possibile controllarlo ({error})</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="189"/>
        <source>Check stages and rallies: structure, playability, length.

Every finding has a stable code (see the validators' README in the pacenote
repository). Exit code 0: no errors; 1: errors; 2: a file could not be read.</source>
        <translation>Verifica prove speciali e rally: struttura, giocabilità, lunghezza.

Ogni rilievo ha un codice stabile (vedi il README dei validatori nel repository di pacenote). Codice di uscita 0: nessun errore; 1: errori; 2: un file non si è potuto leggere.</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="192"/>
        <source>Stage files (.stage.json, Rekee .json, .rgt), rallies (.rally.json), or folders searched for them.</source>
        <translation>File delle prove speciali (.stage.json, Rekee .json, .rgt), rally (.rally.json) o cartelle in cui cercarli.</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="196"/>
        <source>text (one line per finding), json, or github (annotations a GitHub pull request shows on the file and line).</source>
        <translation>text (una riga per rilievo), json o github (annotazioni che una pull request di GitHub mostra sul file e sulla riga).</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="199"/>
        <source>Lowest severity to print: error, warning or info.</source>
        <translation>Gravità minima da stampare: error, warning o info.</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="210"/>
        <source>{value}: expected text, json or github</source>
        <translation>{value}: atteso text, json o github</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="213"/>
        <source>{value}: expected error, warning or info</source>
        <translation>{value}: atteso error, warning o info</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="218"/>
        <source>pacenote: warning: {folder} holds no stage or rally files</source>
        <translation>pacenote: avviso: {folder} non contiene file di prove speciali né di rally</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="221"/>
        <source>pacenote: note: {file}: {note}</source>
        <translation>pacenote: nota: {file}: {note}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="258"/>
        <source>{n} error</source>
        <comment>{n} errors</comment>
        <translation>
            <numerusform>{n} errore</numerusform>
            <numerusform>{n} errori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="259"/>
        <source>{n} warning</source>
        <comment>{n} warnings</comment>
        <translation>
            <numerusform>{n} avviso</numerusform>
            <numerusform>{n} avvisi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="260"/>
        <source>{n} info</source>
        <comment>{n} info</comment>
        <translation>
            <numerusform>{n} informativo</numerusform>
            <numerusform>{n} informativi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="262"/>
        <source>{n} file checked</source>
        <comment>{n} files checked</comment>
        <translation>
            <numerusform>{n} file controllato</numerusform>
            <numerusform>{n} file controllati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="263"/>
        <source>{n} file could not be read</source>
        <comment>{n} files could not be read</comment>
        <translation>
            <numerusform>{n} file non leggibile</numerusform>
            <numerusform>{n} file non leggibili</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="266"/>
        <source>{n} file with errors</source>
        <comment>{n} files with errors</comment>
        <translation>
            <numerusform>{n} file con errori</numerusform>
            <numerusform>{n} file con errori</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="268"/>
        <source>not every file could be checked</source>
        <translation>non è stato possibile controllare tutti i file</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="269"/>
        <source>no errors</source>
        <translation>nessun errore</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="270"/>
        <source>{files}: {counts} ({verdict})</source>
        <translation>{files}: {counts} ({verdict})</translation>
    </message>
    <message>
        <location filename="../../editor/__init__.py" line="88"/>
        <source>no {code} finding on this stage (found: {found})</source>
        <translation>nessun rilievo {code} in questa prova speciale (trovati: {found})</translation>
    </message>
    <message>
        <location filename="../../editor/__init__.py" line="95"/>
        <source>cannot test-drive: {reason}</source>
        <translation>impossibile fare il test: {reason}</translation>
    </message>
    <message>
        <location filename="../../editor/__init__.py" line="101"/>
        <source>test drive failed</source>
        <translation>il test non è riuscito</translation>
    </message>
    <message>
        <location filename="../../editor/__init__.py" line="106"/>
        <source>cannot write the screenshot: {reason}</source>
        <translation>impossibile scrivere la schermata: {reason}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/app.py" line="349"/>
        <source> · {n} die to the finish</source>
        <comment> · {n} dice to the finish</comment>
        <translation>
            <numerusform> · {n} dado fino all'arrivo</numerusform>
            <numerusform> · {n} dadi fino all'arrivo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/app.py" line="359"/>
        <source>circuit: closed loop, {n} lap</source>
        <comment>circuit: closed loop, {n} laps</comment>
        <translation>
            <numerusform>circuito: anello chiuso, {n} giro</numerusform>
            <numerusform>circuito: anello chiuso, {n} giri</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/autosave.py" line="104"/>
        <source>names {files} for {stages}</source>
        <translation>indica {files} per {stages}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/autosave.py" line="105"/>
        <source>{n} stage file</source>
        <comment>{n} stage files</comment>
        <translation>
            <numerusform>{n} file di prova speciale</numerusform>
            <numerusform>{n} file di prove speciali</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/autosave.py" line="148"/>
        <source>expected a JSON object</source>
        <translation>atteso un oggetto JSON</translation>
    </message>
    <message>
        <location filename="../../editor/autosave.py" line="158"/>
        <source>not a recovery record ({reason})</source>
        <translation>non è un record di ripristino ({reason})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_control.py" line="215"/>
        <source>Test drive: {n} run with the {driver} driver, seed {seed}</source>
        <comment>Test drive: {n} runs with the {driver} driver, seed {seed}</comment>
        <translation>
            <numerusform>Giro di prova: {n} corsa con il pilota {driver}, seme {seed}</numerusform>
            <numerusform>Giro di prova: {n} corse con il pilota {driver}, seme {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_control.py" line="247"/>
        <source>Test drive done: {n} run in {seconds} s</source>
        <comment>Test drive done: {n} runs in {seconds} s</comment>
        <translation>
            <numerusform>Giro di prova fatto: {n} corsa in {seconds} s</numerusform>
            <numerusform>Giro di prova fatto: {n} corse in {seconds} s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="55"/>
        <source>({finished} of {n} run)</source>
        <comment>({finished} of {n} runs)</comment>
        <translation>
            <numerusform>({finished} di {n} corsa)</numerusform>
            <numerusform>({finished} di {n} corse)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="97"/>
        <source>{n} run · {driver} · seed {seed}</source>
        <comment>{n} runs · {driver} · seed {seed}</comment>
        <translation>
            <numerusform>{n} corsa · {driver} · seme {seed}</numerusform>
            <numerusform>{n} corse · {driver} · seme {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="182"/>
        <source>{n} retirement</source>
        <comment>{n} retirements</comment>
        <translation>
            <numerusform>{n} ritiro</numerusform>
            <numerusform>{n} ritiri</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/generate_dialog.py" line="97"/>
        <source>{pieces}, {race}
{footprint}</source>
        <translation>{pieces}, {race}
{footprint}</translation>
    </message>
    <message>
        <location filename="../../editor/generate_dialog.py" line="108"/>
        <source>meets the brief</source>
        <translation>soddisfa la richiesta</translation>
    </message>
    <message>
        <location filename="../../editor/generate_dialog.py" line="108"/>
        <source>nearest to the brief</source>
        <translation>il più vicino alla richiesta</translation>
    </message>
    <message>
        <location filename="../../editor/generate_dialog.py" line="110"/>
        <source>{tiles}, par {par}
{risk} losses/run, {footprint}
{met}</source>
        <translation>{tiles}, tempo di riferimento {par}
{risk} perdite di controllo/corsa, {footprint}
{met}</translation>
    </message>
    <message>
        <location filename="../../editor/rally_files.py" line="81"/>
        <source>the stage file {file} is outside the rally's folder {folder}: a rally's stage files must lie in its folder or below (save or copy the stage there first)</source>
        <translation>il file di prova speciale {file} è fuori dalla cartella del rally {folder}: i file di prova speciale di un rally devono stare nella sua cartella o sotto (salva o copia prima lì la prova speciale)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="81"/>
        <source>{n} box needed</source>
        <comment>{n} boxes needed</comment>
        <translation>
            <numerusform>{n} scatola necessaria</numerusform>
            <numerusform>{n} scatole necessarie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="84"/>
        <source>{n} tile placed</source>
        <comment>{n} tiles placed</comment>
        <translation>
            <numerusform>{n} tessera posata</numerusform>
            <numerusform>{n} tessere posate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="85"/>
        <source>{n} road tile</source>
        <comment>{n} road tiles</comment>
        <translation>
            <numerusform>{n} tessera strada</numerusform>
            <numerusform>{n} tessere strada</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="86"/>
        <source>{n} tile on the course</source>
        <comment>{n} tiles on the course</comment>
        <translation>
            <numerusform>{n} tessera sul percorso</numerusform>
            <numerusform>{n} tessere sul percorso</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="97"/>
        <source>~{minutes} min for {n} player</source>
        <comment>~{minutes} min for {n} players</comment>
        <translation>
            <numerusform>~{minutes} min per {n} giocatore</numerusform>
            <numerusform>~{minutes} min per {n} giocatori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="188"/>
        <source>box: the rally's</source>
        <comment>boxes: the rally's</comment>
        <translation>
            <numerusform>scatola: quelle del rally</numerusform>
            <numerusform>scatole: quelle del rally</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="189"/>
        <source>box owned</source>
        <comment>boxes owned</comment>
        <translation>
            <numerusform>scatola posseduta</numerusform>
            <numerusform>scatole possedute</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/gtrace.py" line="92"/>
        <source>{n} weather token cancels out: the weather stays {weather}</source>
        <comment>{n} weather tokens cancel out: the weather stays {weather}</comment>
        <translation>
            <numerusform>{n} gettone meteo si annulla: il tempo resta {weather}</numerusform>
            <numerusform>{n} gettoni meteo si annullano: il tempo resta {weather}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="101"/>
        <source>weather change: the track is {weather} now, every dashboard flipped (the weather tokens back into the bag)</source>
        <translation>cambio meteo: il tempo ora è {weather}, ogni plancia girata (i gettoni meteo tornano nel sacchetto)</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="105"/>
        <source>weather change: the track is {weather} now, every dashboard flipped (the weather tokens put aside)</source>
        <translation>cambio meteo: il tempo ora è {weather}, ogni plancia girata (i gettoni meteo messi da parte)</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="125"/>
        <source>without weather: a weather token discarded, {token} drawn instead</source>
        <translation>senza meteo: un gettone meteo scartato, pescato {token} al suo posto</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="272"/>
        <source>tyres ({tyres} tyres on)</source>
        <translation>gomme (montate gomme {tyres})</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="273"/>
        <source>repair, every damage token back into the bag</source>
        <translation>riparazione, tutti i gettoni Danno tornano nel sacchetto</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="274"/>
        <source>repair and tyres ({tyres} tyres on), every damage token back into the bag</source>
        <translation>riparazione e gomme (montate gomme {tyres}), tutti i gettoni Danno tornano nel sacchetto</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="276"/>
        <source>pit stop: {lane} (token {token})</source>
        <translation>pit stop: {lane} (gettone {token})</translation>
    </message>
    <message>
        <location filename="../../engine/race.py" line="284"/>
        <source>its cell is taken: it stays beside the road</source>
        <translation>la sua casella è occupata: resta a bordo strada</translation>
    </message>
    <message>
        <location filename="../../engine/race.py" line="326"/>
        <source>back from the pits ({lane}, token {token}): on its cell in gear 0, and moves on</source>
        <translation>torna dai box ({lane}, gettone {token}): sulla sua casella in marcia 0, e prosegue</translation>
    </message>
    <message>
        <location filename="../../engine/race.py" line="333"/>
        <source>off the track: its cell is taken, it loses this turn too</source>
        <translation>fuori pista: la sua casella è occupata, perde anche questo turno</translation>
    </message>
    <message>
        <location filename="../../engine/race.py" line="334"/>
        <source>back on the track in gear 0 (the 00 turn is over: off the track or in the pits)</source>
        <translation>di nuovo in pista in marcia 0 (il turno 00 è finito: fuori pista o ai box)</translation>
    </message>
    <message>
        <location filename="../../engine/raceturn.py" line="171"/>
        <source>no gear die left: retires</source>
        <translation>nessun dado marcia rimasto: si ritira</translation>
    </message>
    <message>
        <location filename="../../engine/raceturn.py" line="234"/>
        <source>the cars ahead leave no way on</source>
        <translation>le auto davanti non lasciano passaggio</translation>
    </message>
    <message>
        <location filename="../../engine/raceturn.py" line="257"/>
        <source>blocked: the cars ahead leave no way on; the move ends here</source>
        <translation>bloccato: le auto davanti non lasciano passaggio; il movimento finisce qui</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="139"/>
        <source>rally time</source>
        <translation>tempo del rally</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="139"/>
        <source>race time</source>
        <translation>tempo di gara</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="140"/>
        <source>damage carried out of stages without service</source>
        <translation>danni portati fuori da prove speciali senza assistenza</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="141"/>
        <source>damage carried out of the stage</source>
        <translation>danni portati fuori dalla prova speciale</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="142"/>
        <source>Stage times (mean)</source>
        <translation>Tempi delle prove speciali (media)</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="142"/>
        <source>Stage time (mean)</source>
        <translation>Tempo della prova speciale (media)</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="143"/>
        <source>per rally</source>
        <translation>per rally</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="143"/>
        <source>per race</source>
        <translation>per gara</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="406"/>
        <source>white</source>
        <comment>round marker</comment>
        <translation>bianco</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="406"/>
        <source>black</source>
        <comment>round marker</comment>
        <translation>nero</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="424"/>
        <source>{stage}: start order {cars}</source>
        <translation>{stage}: ordine di partenza {cars}</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="426"/>
        <source>(service park after)</source>
        <translation>(dopo, Parco Assistenza)</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="433"/>
        <source>round {round} ({marker}): {cars}</source>
        <translation>round {round} ({marker}): {cars}</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="436"/>
        <source>round {round}: {cars}</source>
        <translation>round {round}: {cars}</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="439"/>
        <source>leader dice</source>
        <translation>dadi Leader</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="441"/>
        <source>plan changed by traffic</source>
        <translation>piano cambiato dal traffico</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="449"/>
        <source>sheet #{car}: {stage} {time} ({outcome})</source>
        <translation>foglio #{car}: {stage} {time} ({outcome})</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="453"/>
        <source>incl. {seconds} s checkpoint</source>
        <translation>compresi {seconds} s di controllo orario</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="454"/>
        <source>damage carried: {tokens}</source>
        <translation>danni portati: {tokens}</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="456"/>
        <source>spare wheel Y</source>
        <comment>rally sheet</comment>
        <translation>ruota di scorta S</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="457"/>
        <source>spare wheel N</source>
        <comment>rally sheet</comment>
        <translation>ruota di scorta N</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="458"/>
        <source>total {time} #{place}</source>
        <translation>totale {time} #{place}</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="24"/>
        <source>beside road</source>
        <comment>car state</comment>
        <translation>a bordo strada</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="24"/>
        <source>finished</source>
        <comment>car state</comment>
        <translation>arrivata</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="25"/>
        <source>retired</source>
        <comment>car state</comment>
        <translation>ritirata</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="25"/>
        <source>stuck</source>
        <comment>car state</comment>
        <translation>bloccata</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="31"/>
        <source>cars: {cars}</source>
        <translation>auto: {cars}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="255"/>
        <source>(quick start)</source>
        <translation>(partenza veloce)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="260"/>
        <source>jumps {n} from {cell}</source>
        <translation>salto {n} da {cell}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="262"/>
        <source>(+{n}! track)</source>
        <translation>(+{n}! pista)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="275"/>
        <source>result: {outcome}, gear tokens {cards} s - focus tokens {seconds} = {time} s in {n} turn</source>
        <comment>result: {outcome}, gear tokens {cards} s - focus tokens {seconds} = {time} s in {n} turns</comment>
        <translation>
            <numerusform>risultato: {outcome}, gettoni marcia {cards} s - gettoni concentrazione {seconds} = {time} s in {n} turno</numerusform>
            <numerusform>risultato: {outcome}, gettoni marcia {cards} s - gettoni concentrazione {seconds} = {time} s in {n} turni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="280"/>
        <source>result: {outcome}, cards {cards} s - seconds tokens {seconds} = {time} s in {n} turns</source>
        <comment>result: {outcome}, cards {cards} s - seconds tokens {seconds} = {time} s in {n} turns</comment>
        <translation>
            <numerusform>risultato: {outcome}, carte {cards} s - gettoni Secondi {seconds} = {time} s in {n} turno</numerusform>
            <numerusform>risultato: {outcome}, carte {cards} s - gettoni Secondi {seconds} = {time} s in {n} turni</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="289"/>
        <source>turn {turn}: {cell} ({tile}) in gear {gear}, {mode}</source>
        <translation>turno {turn}: {cell} ({tile}) in marcia {gear}, {mode}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="292"/>
        <source>plan: {steps}</source>
        <translation>piano: {steps}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="293"/>
        <source>rolled: {dice}</source>
        <translation>lancio: {dice}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="296"/>
        <source>cells: {cells}</source>
        <translation>caselle: {cells}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="301"/>
        <source>shortcut {cell}: token shows {face}</source>
        <translation>scorciatoia {cell}: il gettone mostra {face}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="303"/>
        <source>end {cell}:</source>
        <translation>fine {cell}:</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="315"/>
        <source>LOSS OF CONTROL, token 0: spin ({seconds} s)</source>
        <translation>PERDITA DI CONTROLLO, gettone 0: testacoda ({seconds} s)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="317"/>
        <source>LOSS OF CONTROL, token 00: off the track ({seconds} s with the re-entry turn)</source>
        <translation>PERDITA DI CONTROLLO, gettone 00: fuori pista ({seconds} s con il turno di rientro)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="320"/>
        <source>LOSS OF CONTROL, card 0 side: {card} ({seconds} s)</source>
        <translation>PERDITA DI CONTROLLO, carta sul lato 0: {card} ({seconds} s)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="323"/>
        <source>damage: {tokens}</source>
        <translation>danni: {tokens}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="324"/>
        <source>next turn from gear {gear}</source>
        <translation>turno successivo dalla marcia {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="326"/>
        <source>gear token {gear} ({seconds} s)</source>
        <translation>gettone marcia {gear} ({seconds} s)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="328"/>
        <source>card {card} ({seconds} s)</source>
        <translation>carta {card} ({seconds} s)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="330"/>
        <source>+{n} focus token</source>
        <comment>+{n} focus tokens</comment>
        <translation>
            <numerusform>+{n} gettone concentrazione</numerusform>
            <numerusform>+{n} gettoni concentrazione</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="331"/>
        <source>+{n} seconds tokens</source>
        <comment>+{n} seconds tokens</comment>
        <translation>
            <numerusform>+{n} gettone Secondi</numerusform>
            <numerusform>+{n} gettoni Secondi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="334"/>
        <source>{n} focus token spent securing</source>
        <comment>{n} focus tokens spent securing</comment>
        <translation>
            <numerusform>{n} gettone concentrazione speso per assicurare</numerusform>
            <numerusform>{n} gettoni concentrazione spesi per assicurare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="336"/>
        <source>{n} seconds spent securing</source>
        <comment>{n} seconds spent securing</comment>
        <translation>
            <numerusform>{n} secondo speso per assicurare</numerusform>
            <numerusform>{n} secondi spesi per assicurare</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="344"/>
        <source>gear {gear}</source>
        <comment>time card</comment>
        <translation>marcia {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="351"/>
        <source>secured</source>
        <comment>die face</comment>
        <translation>assicurato</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="190"/>
        <source>no die 'gear{gear}' for top gear {top}</source>
        <translation>nessun dado 'gear{gear}' per la marcia massima {top}</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="198"/>
        <source>no column {column}</source>
        <translation>nessuna colonna {column}</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="206"/>
        <source>no back mix for gear {gear}</source>
        <translation>nessuna composizione dei retri per la marcia {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="210"/>
        <source>spin+crash+sisu = {sum}, not the {n} cards of a deck</source>
        <translation>testacoda+impatto+SISU = {sum}, non le {n} carte di un mazzo</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="218"/>
        <source>no crash damage for gear {gear}</source>
        <translation>nessun danno da impatto per la marcia {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="252"/>
        <source>no dashboard column {column}</source>
        <translation>nessuna colonna {column} della plancia</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="265"/>
        <source>no value for gear {gear}</source>
        <translation>nessun valore per la marcia {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="167"/>
        <source>every die loses control here: the car must still move</source>
        <translation>qui ogni dado perde il controllo: l'auto deve comunque muoversi</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="184"/>
        <source>blocked: {why}; the move ends here in gear {gear}</source>
        <translation>bloccato: {why}; il movimento finisce qui in marcia {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="196"/>
        <source>blocked for good: no die can ever enter a cell ahead; retires</source>
        <translation>bloccato per sempre: nessun dado potrà mai entrare in una casella davanti; si ritira</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="203"/>
        <source>no die can enter a cell ahead</source>
        <translation>nessun dado può entrare in una casella davanti</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="205"/>
        <source>house rule change-down: changes down to gear {gear} in place</source>
        <translation>regola della casa change-down: scala alla marcia {gear} sul posto</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/simulate.py" line="235"/>
        <source>stops before die {die} ({n} hazard)</source>
        <comment>stops before die {die} ({n} hazards)</comment>
        <translation>
            <numerusform>si ferma prima del dado {die} ({n} Pericolo)</numerusform>
            <numerusform>si ferma prima del dado {die} ({n} Pericoli)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="260"/>
        <source>quick start shows a hazard: the turn ends in 2nd</source>
        <translation>la partenza veloce mostra un Pericolo: il turno finisce in 2ª</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="293"/>
        <source>quick start shows a hazard: one cell in 2nd, no loss of control</source>
        <translation>la partenza veloce mostra un Pericolo: una casella in 2ª, nessuna perdita di controllo</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="302"/>
        <source>SISU token cancels every hazard of this turn</source>
        <translation>il gettone SISU annulla ogni Pericolo di questo turno</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="321"/>
        <source>dice re-laid: {dice}</source>
        <translation>dadi ricollocati: {dice}</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="399"/>
        <source>changes a wheel: its card replaces the gear-1 card; one gas-damage token back in the bag</source>
        <translation>cambia una ruota: la sua carta sostituisce la carta della marcia 1; un gettone Danno inerzia torna nel sacchetto</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="454"/>
        <source>loss of control past the line: charged the gear-{gear} front</source>
        <translation>perdita di controllo oltre la linea: addebitato il fronte della marcia {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/testdrive.py" line="163"/>
        <source>the course is not complete</source>
        <translation>il percorso non è completo</translation>
    </message>
    <message>
        <location filename="../../engine/testdrive.py" line="168"/>
        <source>mud on course tile {tile}: the course has tiles 1-{last}</source>
        <translation>fango sulla tessera {tile} del percorso: il percorso ha le tessere 1-{last}</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="12"/>
        <source>flat-out</source>
        <comment>rolling mode</comment>
        <translation>a tutto gas</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="12"/>
        <source>one-by-one</source>
        <comment>rolling mode</comment>
        <translation>uno alla volta</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="13"/>
        <source>forced</source>
        <comment>rolling mode</comment>
        <translation>forzato</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="13"/>
        <source>re-entry</source>
        <comment>rolling mode</comment>
        <translation>rientro</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="14"/>
        <source>blocked</source>
        <comment>rolling mode</comment>
        <translation>bloccato</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="14"/>
        <source>retired</source>
        <comment>rolling mode</comment>
        <translation>ritirato</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="15"/>
        <source>gas</source>
        <translation>inerzia</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="15"/>
        <source>leader</source>
        <comment>die</comment>
        <translation>Leader</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="15"/>
        <source>brake</source>
        <translation>freno</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="16"/>
        <source>brake as gas</source>
        <comment>die</comment>
        <translation>freno come inerzia</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="17"/>
        <source>spin</source>
        <translation>testacoda</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="17"/>
        <source>crash</source>
        <translation>impatto</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="17"/>
        <source>sisu</source>
        <translation>SISU</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="17"/>
        <source>spare wheel</source>
        <translation>ruota di scorta</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="18"/>
        <source>gear</source>
        <translation>marcia</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="18"/>
        <source>green_flag</source>
        <translation>bandiera verde</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="18"/>
        <source>weather</source>
        <translation>meteo</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="19"/>
        <source>yellow_flag</source>
        <translation>bandiera gialla</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="20"/>
        <source>ok</source>
        <comment>shortcut token</comment>
        <translation>nessun effetto</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="20"/>
        <source>puncture</source>
        <comment>shortcut token</comment>
        <translation>foratura</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="21"/>
        <source>mud</source>
        <comment>shortcut token</comment>
        <translation>fango</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="22"/>
        <source>dry</source>
        <comment>weather</comment>
        <translation>asciutto</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="22"/>
        <source>wet</source>
        <comment>weather</comment>
        <translation>piovoso</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="23"/>
        <source>road</source>
        <comment>tyres</comment>
        <translation>stradali</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="23"/>
        <source>rain</source>
        <comment>tyres</comment>
        <translation>da pioggia</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="24"/>
        <source>tyres</source>
        <comment>pit lane</comment>
        <translation>gomme</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="24"/>
        <source>repair</source>
        <comment>pit lane</comment>
        <translation>riparazione</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="25"/>
        <source>repair_and_tyres</source>
        <comment>pit lane</comment>
        <translation>riparazione e gomme</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="26"/>
        <source>finished</source>
        <comment>run outcome</comment>
        <translation>finita</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="26"/>
        <source>retired</source>
        <comment>run outcome</comment>
        <translation>ritiro</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="27"/>
        <source>stuck</source>
        <comment>run outcome</comment>
        <translation>bloccata</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="65"/>
        <source>quick start</source>
        <translation>partenza veloce</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="65"/>
        <source>red zone</source>
        <translation>zona rossa</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="66"/>
        <source>SISU token</source>
        <translation>gettone SISU</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="67"/>
        <source>rally</source>
        <comment>option value</comment>
        <translation>rally</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="67"/>
        <source>stage</source>
        <comment>option value</comment>
        <translation>prova speciale</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="74"/>
        <source>on</source>
        <translation>sì</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="76"/>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/booklet.py" line="100"/>
        <source>{n} validation error ({codes}): exported as a draft with a warning banner</source>
        <comment>{n} validation errors ({codes}): exported as a draft with a warning banner</comment>
        <translation>
            <numerusform>{n} errore di validazione ({codes}): esportato come bozza con un avviso</numerusform>
            <numerusform>{n} errori di validazione ({codes}): esportato come bozza con un avviso</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>above</source>
        <translation>sopra</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>upper right of</source>
        <translation>in alto a destra di</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>lower right of</source>
        <translation>in basso a destra di</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>below</source>
        <translation>sotto</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>lower left of</source>
        <translation>in basso a sinistra di</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>upper left of</source>
        <translation>in alto a sinistra di</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>top left</source>
        <translation>in alto a sinistra</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>top right</source>
        <translation>in alto a destra</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>right</source>
        <translation>destra</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>bottom right</source>
        <translation>in basso a destra</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>bottom left</source>
        <translation>in basso a sinistra</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>left</source>
        <translation>sinistra</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>straight</source>
        <translation>dritto</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>right 60°</source>
        <translation>destra 60°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>right 120°</source>
        <translation>destra 120°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="28"/>
        <source>left 120°</source>
        <translation>sinistra 120°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="28"/>
        <source>left 60°</source>
        <translation>sinistra 60°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="88"/>
        <source>service park</source>
        <translation>Parco Assistenza</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="188"/>
        <source>changed since pacenote wrote it, and the new bundle has a file of that name: move it away, or export to a new folder</source>
        <translation>è cambiato da quando pacenote lo ha scritto, e il nuovo pacchetto ha un file con quel nome: spostalo, o esporta in una cartella nuova</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="191"/>
        <source>a file pacenote did not write, and the new bundle has a file of that name: move it away, or export to a new folder</source>
        <translation>un file che pacenote non ha scritto, e il nuovo pacchetto ha un file con quel nome: spostalo, o esporta in una cartella nuova</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="220"/>
        <source>exists and is not a folder: a bundle is a folder</source>
        <translation>esiste e non è una cartella: un pacchetto è una cartella</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="225"/>
        <source>is a folder that is not empty and holds no pacenote bundle (no {manifest}): choose a new or empty folder</source>
        <translation>è una cartella non vuota senza pacchetto pacenote (nessun {manifest}): scegli una cartella nuova o vuota</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="232"/>
        <source>not a pacenote bundle manifest (format {format}, version {version})</source>
        <translation>non è un manifesto di pacchetto pacenote (formato {format}, versione {version})</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="239"/>
        <source>expected an object</source>
        <translation>atteso un oggetto</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="242"/>
        <source>not a list of file names in the folder and their SHA-256 digests</source>
        <translation>non è un elenco di nomi di file della cartella con i loro digest SHA-256</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="274"/>
        <source>rally booklet (PDF)</source>
        <translation>libretto del rally (PDF)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="274"/>
        <source>build guide (PDF)</source>
        <translation>guida di montaggio (PDF)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="276"/>
        <source>rally file</source>
        <translation>file del rally</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="279"/>
        <source>the rally at a glance</source>
        <translation>il rally in breve</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="280"/>
        <source>pick list (tiles.txt)</source>
        <translation>elenco tessere (tiles.txt)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="289"/>
        <source>not written, {where}: {problem}</source>
        <translation>non scritto, {where}: {problem}</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="299"/>
        <source>picture (PNG)</source>
        <translation>immagine (PNG)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="300"/>
        <source>this page</source>
        <translation>questa pagina</translation>
    </message>
    <message>
        <location filename="../../export/guide.py" line="142"/>
        <source>the course is not one clean START → FINISH chain</source>
        <translation>il percorso non è una catena pulita START → FINISH</translation>
    </message>
    <message>
        <location filename="../../export/guide.py" line="173"/>
        <source>length</source>
        <translation>lunghezza</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/guide.py" line="173"/>
        <source>{pieces} pieces in the loop x {n} lap: a {size} race (rulebook: {guidelines})</source>
        <comment>{pieces} pieces in the loop x {n} laps: a {size} race (rulebook: {guidelines})</comment>
        <translation>
            <numerusform>{pieces} pezzi nel circuito x {n} giro: una gara «{size}» (regolamento: {guidelines})</numerusform>
            <numerusform>{pieces} pezzi nel circuito x {n} giri: una gara «{size}» (regolamento: {guidelines})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/guide.py" line="178"/>
        <source>~{minutes} min for {players} players (rulebook: ~{book} min for a {size} race)</source>
        <translation>~{minutes} min per {players} giocatori (regolamento: ~{book} min per una gara «{size}»)</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="56"/>
        <source>~{minutes} min</source>
        <translation>~{minutes} min</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="59"/>
        <source>draft</source>
        <translation>bozza</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="87"/>
        <source>by {author}</source>
        <translation>di {author}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/indexpage.py" line="97"/>
        <source>{n} validation error</source>
        <comment>{n} validation errors</comment>
        <translation>
            <numerusform>{n} errore di validazione</numerusform>
            <numerusform>{n} errori di validazione</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="100"/>
        <source>Not ready to play: {problems}</source>
        <translation>Non pronto per giocare: {problems}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="103"/>
        <source>At a glance</source>
        <translation>In breve</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="105"/>
        <source>{title}: every stage</source>
        <translation>{title}: tutte le prove speciali</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="106"/>
        <source>Stages</source>
        <translation>Prove speciali</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>stage</source>
        <translation>prova speciale</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>road tiles</source>
        <translation>tessere strada</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>cells</source>
        <translation>caselle</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>class</source>
        <translation>classe</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="109"/>
        <source>par time</source>
        <translation>tempo di riferimento</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>then</source>
        <translation>poi</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>files</source>
        <translation>file</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>tiles</source>
        <translation>tessere</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="125"/>
        <source>Tiles</source>
        <translation>Tessere</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="126"/>
        <source>{n} physical tiles for the whole rally; flipped between stages: {tiles}. Per stage and between stages: </source>
        <translation>{n} tessere fisiche per tutto il rally; girate tra le prove speciali: {tiles}. Per prova speciale e tra le prove speciali: </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="133"/>
        <source>Community formats</source>
        <translation>Formati della community</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="137"/>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="138"/>
        <source>Written by pacenote:</source>
        <translation>Scritto da pacenote:</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="139"/>
        <source>Files: {n}.</source>
        <translation>File: {n}.</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="150"/>
        <source>{tiles} road tiles, {cells} cells: {size}</source>
        <translation>{tiles} tessere strada, {cells} caselle: {size}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="154"/>
        <source>no START → FINISH course yet</source>
        <translation>ancora nessun percorso START → FINISH</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="158"/>
        <source>yes ({tile})</source>
        <translation>sì ({tile})</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="159"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/indexpage.py" line="163"/>
        <source>{n} stage ({classes})</source>
        <comment>{n} stages ({classes})</comment>
        <translation>
            <numerusform>{n} prova speciale ({classes})</numerusform>
            <numerusform>{n} prove speciali ({classes})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="165"/>
        <source>: a {size} rally</source>
        <translation>: un rally «{size}»</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="168"/>
        <source>~{minutes} min for {players} players</source>
        <translation>~{minutes} min per {players} giocatori</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="171"/>
        <source>after {stages}</source>
        <translation>dopo {stages}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="172"/>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="173"/>
        <source>tile boxes</source>
        <translation>scatole di tessere</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="175"/>
        <source>advanced rules</source>
        <translation>regole avanzate</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="42"/>
        <source>… and {n} more</source>
        <translation>… e altri {n}</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="71"/>
        <source>SHORT STAGE</source>
        <translation>PROVA SPECIALE BREVE</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="71"/>
        <source>MEDIUM STAGE</source>
        <translation>PROVA SPECIALE MEDIA</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="72"/>
        <source>LONG STAGE</source>
        <translation>PROVA SPECIALE LUNGA</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="72"/>
        <source>SHORT RACE</source>
        <translation>GARA BREVE</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="73"/>
        <source>MEDIUM RACE</source>
        <translation>GARA MEDIA</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="73"/>
        <source>LONG RACE</source>
        <translation>GARA LUNGA</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="74"/>
        <source>SHORT RALLY</source>
        <translation>RALLY BREVE</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="74"/>
        <source>MEDIUM RALLY</source>
        <translation>RALLY MEDIO</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="75"/>
        <source>LONG RALLY</source>
        <translation>RALLY LUNGO</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="81"/>
        <source> · by {author}</source>
        <translation> · di {author}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="54"/>
        <source>Stage build guide</source>
        <comment>a GT circuit's page</comment>
        <translation>Guida di montaggio del circuito</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="55"/>
        <source>Stage build guide</source>
        <translation>Guida di montaggio della prova speciale</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="56"/>
        <source>{title} · stage {n} of {count}</source>
        <translation>{title} · Prova speciale {n} di {count}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="66"/>
        <source>page {n} / {count}</source>
        <translation>pagina {n} / {count}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="81"/>
        <source>where the tile goes next to the tile before it, as on the drawing (top of the page = far side of the table).</source>
        <translation>dove va la tessera accanto alla precedente, come nel disegno (in alto nella pagina = lato lontano del tavolo).</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="83"/>
        <source>the corner with the tile's printed number (dark wedge on the drawing).</source>
        <translation>l'angolo con il numero stampato della tessera (cuneo scuro nel disegno).</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="84"/>
        <source>how the course turns across the tile.</source>
        <translation>come gira il percorso sulla tessera.</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="100"/>
        <source>tile</source>
        <translation>tessera</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="101"/>
        <source>place it</source>
        <translation>posizione</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="102"/>
        <source>number at</source>
        <translation>numero a</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="103"/>
        <source>road</source>
        <translation>strada</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>short</source>
        <comment>class</comment>
        <translation>breve</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>medium</source>
        <comment>class</comment>
        <translation>media</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>long</source>
        <comment>class</comment>
        <translation>lunga</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="114"/>
        <source>first tile</source>
        <translation>prima tessera</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="120"/>
        <source>DRAFT</source>
        <translation>BOZZA</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="124"/>
        <source>DRAFT: this stage has {n} validation error and is not ready to play</source>
        <comment>DRAFT: this stage has {n} validation errors and is not ready to play</comment>
        <translation>
            <numerusform>BOZZA: questa prova speciale ha {n} errore di validazione e non è pronta per giocare</numerusform>
            <numerusform>BOZZA: questa prova speciale ha {n} errori di validazione e non è pronta per giocare</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="135"/>
        <source>also placed, not on the course: {tiles}</source>
        <translation>posate anche, fuori dal percorso: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="150"/>
        <source>build order</source>
        <translation>ordine di montaggio</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="162"/>
        <source>notes</source>
        <translation>note</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="224"/>
        <source>{tiles} road tiles START → FINISH, {cells} road cells: {size} (rulebook: {target} tiles)</source>
        <translation>{tiles} tessere strada START → FINISH, {cells} caselle: «{size}» (regolamento: {target} tessere)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="228"/>
        <source>~{minutes} min for {n} player (rulebook: ~{book} min for a {size} stage and 4 players)</source>
        <comment>~{minutes} min for {n} players (rulebook: ~{book} min for a {size} stage and 4 players)</comment>
        <translation>
            <numerusform>~{minutes} min per {n} giocatore (regolamento: ~{book} min per una prova speciale «{size}» e 4 giocatori)</numerusform>
            <numerusform>~{minutes} min per {n} giocatori (regolamento: ~{book} min per una prova speciale «{size}» e 4 giocatori)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="236"/>
        <source>yes ({tile} after the FINISH)</source>
        <translation>sì ({tile} dopo FINISH)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="241"/>
        <source>{par} (expert driver, {runs} runs; {finished}/{runs} finished)</source>
        <translation>{par} (pilota esperto, {runs} corse; {finished}/{runs} finite)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="243"/>
        <source>{par} (expert driver, {runs} runs; mean of the runs {mean}; {finished}/{runs} finished)</source>
        <translation>{par} (pilota esperto, {runs} corse; media delle corse {mean}; {finished}/{runs} finite)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="248"/>
        <source>none ({finished}/{runs} expert runs finished)</source>
        <translation>nessuno ({finished}/{runs} corse dell'esperto finite)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="254"/>
        <source>races</source>
        <translation>gare</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="254"/>
        <source>{n} simulated race of {players} cars: {rounds} rounds, about {minutes} min at the table; {overtakes} overtakes and {blocked} turns blocked by cars per race</source>
        <comment>{n} simulated races of {players} cars: {rounds} rounds, about {minutes} min at the table; {overtakes} overtakes and {blocked} turns blocked by cars per race</comment>
        <translation>
            <numerusform>{n} gara simulata di {players} auto: {rounds} round, circa {minutes} min al tavolo; {overtakes} sorpassi e {blocked} turni bloccati dalle auto per gara</numerusform>
            <numerusform>{n} gare simulate di {players} auto: {rounds} round, circa {minutes} min al tavolo; {overtakes} sorpassi e {blocked} turni bloccati dalle auto per gara</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="279"/>
        <source>tiles ({n})</source>
        <translation>tessere ({n})</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="288"/>
        <source>race</source>
        <translation>gara</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="116"/>
        <source>{title}: tiles to take out of the box</source>
        <translation>{title}: tessere da prendere dalla scatola</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/picklist.py" line="119"/>
        <source>{n} tile</source>
        <comment>{n} tiles</comment>
        <translation>
            <numerusform>{n} tessera</numerusform>
            <numerusform>{n} tessere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="127"/>
        <source>Whole rally: {tiles} physical tiles from {boxes} (the table holds one stage at a time)</source>
        <translation>Rally completo: {tiles} tessere fisiche da {boxes} (il tavolo ospita una prova speciale alla volta)</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="130"/>
        <source>tile</source>
        <comment>pick list column</comment>
        <translation>tessera</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="135"/>
        <source>flipped</source>
        <translation>girata</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="140"/>
        <source>flipped between stages: {tiles}</source>
        <translation>girate tra le prove speciali: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="144"/>
        <source>Between {before} and {after}:</source>
        <translation>Tra {before} e {after}:</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="146"/>
        <source>the same tiles, the same sides up (rebuild the layout)</source>
        <translation>le stesse tessere, gli stessi lati in su (rimonta il percorso)</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="148"/>
        <source>flip: {tiles}</source>
        <translation>girare: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="151"/>
        <source>put away: {tiles}</source>
        <translation>riporre: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="153"/>
        <source>take out: {tiles}</source>
        <translation>prendere: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/qtpaint.py" line="109"/>
        <source>scale {scale} is far too large for a picture</source>
        <translation>la scala {scale} è troppo grande per un'immagine</translation>
    </message>
    <message>
        <location filename="../../export/qtpaint.py" line="133"/>
        <source>the picture would be {width} x {height} pixels, more than the limit ({pixels} pixels, {side} a side): use --scale {fit} or less, or write .svg</source>
        <translation>l'immagine sarebbe di {width} x {height} pixel, oltre il limite ({pixels} pixel, {side} per lato): usa --scale {fit} o meno, o scrivi .svg</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="36"/>
        <source>short = 2 short stages, medium = 3 short or 2 long, long = 3 medium</source>
        <translation>breve = 2 prove speciali brevi, medio = 3 brevi o 2 lunghe, lungo = 3 medie</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="38"/>
        <source>After a stage with service: remove all damage tokens and take back the spare wheel.</source>
        <translation>Dopo una prova speciale con assistenza: rimuovi tutti i gettoni Danno e riprendi la ruota di scorta.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="39"/>
        <source>After a stage without service: note each car's damage tokens (gear / gas / brake) on the rally sheet; they start the next stage on its dashboard. A spare wheel not used in the stage may be discarded between stages to remove one gas damage.</source>
        <translation>Dopo una prova speciale senza assistenza: annota i gettoni Danno di ogni vettura (marcia / inerzia / freno) sul Foglio di Gara; iniziano la prova speciale seguente sulla sua plancia vettura. Una ruota di scorta non usata nella prova speciale può essere scartata tra le prove speciali per togliere un danno all'inerzia.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="42"/>
        <source>Time cards and seconds tokens never carry over. The lowest total time plays first in the next stage.</source>
        <translation>Le carte Tempo e i gettoni Secondi non si conservano mai. Il tempo totale più basso gioca per primo nella prova speciale seguente.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="50"/>
        <source>Rally booklet</source>
        <translation>Libretto del rally</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="52"/>
        <source>DRAFT: this rally has errors and is not ready to play</source>
        <translation>BOZZA: questo rally ha errori e non è pronto per giocare</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="57"/>
        <source>nearest rulebook class</source>
        <translation>la classe più vicina del regolamento</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="60"/>
        <source>{n} stage ({classes}): a {size} rally ({how}; {plans})</source>
        <comment>{n} stages ({classes}): a {size} rally ({how}; {plans})</comment>
        <translation>
            <numerusform>{n} prova speciale ({classes}): un rally «{size}» ({how}; {plans})</numerusform>
            <numerusform>{n} prove speciali ({classes}): un rally «{size}» ({how}; {plans})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="66"/>
        <source>~{minutes} min for {n} player: the stages at the rulebook's rate and {between} min between stages (rulebook: ~{book} min for a {size} rally and 4 players)</source>
        <comment>~{minutes} min for {n} players: the stages at the rulebook's rate and {between} min between stages (rulebook: ~{book} min for a {size} rally and 4 players)</comment>
        <translation>
            <numerusform>~{minutes} min per {n} giocatore: le prove speciali al ritmo del regolamento e {between} min tra le prove speciali (regolamento: ~{book} min per un rally «{size}» e 4 giocatori)</numerusform>
            <numerusform>~{minutes} min per {n} giocatori: le prove speciali al ritmo del regolamento e {between} min tra le prove speciali (regolamento: ~{book} min per un rally «{size}» e 4 giocatori)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="78"/>
        <source>{n} (every stage is built from this box)</source>
        <comment>{n} (every stage is built from these boxes)</comment>
        <translation>
            <numerusform>{n} (ogni prova speciale si monta con questa scatola)</numerusform>
            <numerusform>{n} (ogni prova speciale si monta con queste scatole)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="90"/>
        <source>stages</source>
        <translation>prove speciali</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="96"/>
        <source>tiles per stage</source>
        <translation>tessere per prova speciale</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="99"/>
        <source>between stages</source>
        <translation>tra le prove speciali</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="109"/>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="111"/>
        <source>page</source>
        <translation>pagina</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="132"/>
        <source>  (errors)</source>
        <translation>  (errori)</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="135"/>
        <source>service park</source>
        <comment>the cover table's narrow 'then' column</comment>
        <translation>assistenza</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="179"/>
        <source>time: m:ss, the stage's time cards minus the seconds tokens left. damage carried: the damage tokens on the dashboard going into the next stage. spare wheel: Y if the card is available in the next stage. total: the rally time so far; #: position (lowest total first, and first to play in the next stage).</source>
        <translation>tempo: m:ss, le carte Tempo della prova speciale meno i gettoni Secondi rimasti. danni: i gettoni Danno sulla plancia vettura all'inizio della prova speciale seguente. ruota di scorta: S se la carta è disponibile nella prova speciale seguente. totale: il tempo del rally finora; #: posizione (il totale più basso è primo, e gioca per primo nella prova speciale seguente).</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="186"/>
        <source> · part {n} of {count}</source>
        <translation> · parte {n} di {count}</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="187"/>
        <source>RALLY SHEET</source>
        <translation>FOGLIO DI GARA</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="187"/>
        <source> · fill in by hand</source>
        <translation> · da compilare a mano</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="195"/>
        <source>driver</source>
        <translation>pilota</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="236"/>
        <source>then SERVICE PARK: all damage repaired, spare wheel back</source>
        <translation>poi PARCO ASSISTENZA: tutti i danni riparati, ruota di scorta recuperata</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="248"/>
        <source>service: repaired</source>
        <translation>assistenza: riparato</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="248"/>
        <source>service: new wheel</source>
        <translation>assistenza: ruota nuova</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="285"/>
        <source>Y</source>
        <comment>yes on the rally sheet</comment>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="285"/>
        <source>N</source>
        <comment>no on the rally sheet</comment>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="32"/>
        <source>no extension</source>
        <translation>nessuna estensione</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="33"/>
        <source>cannot write {what}: use {formats}</source>
        <translation>impossibile scrivere {what}: usa {formats}</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="36"/>
        <source>scale must be a positive number, not {scale}</source>
        <translation>la scala deve essere un numero positivo, non {scale}</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="46"/>
        <source>PNG output</source>
        <translation>L'output PNG</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="46"/>
        <source>write .svg</source>
        <translation>scrivi .svg</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="18"/>
        <source>time</source>
        <translation>tempo</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="19"/>
        <source>damage carried</source>
        <translation>danni</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="21"/>
        <source>total  ·  position</source>
        <translation>totale  ·  posizione</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="22"/>
        <source>final time</source>
        <translation>tempo finale</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="23"/>
        <source>final position</source>
        <translation>posizione finale</translation>
    </message>
    <message>
        <location filename="../../export/writer.py" line="36"/>
        <source>cannot write {what}: use .pdf, .svg or .png, or a folder (DIR/) for the bundle</source>
        <translation>impossibile scrivere {what}: usa .pdf, .svg o .png, o una cartella (DIR/) per il pacchetto</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/writer.py" line="39"/>
        <source>a rally booklet has {n} page and {suffix} holds one: export it as .pdf</source>
        <comment>a rally booklet has {n} pages and {suffix} holds one: export it as .pdf</comment>
        <translation>
            <numerusform>un libretto di rally ha {n} pagina e {suffix} ne contiene una: esportalo come .pdf</numerusform>
            <numerusform>un libretto di rally ha {n} pagine e {suffix} ne contiene una: esportalo come .pdf</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/writer.py" line="42"/>
        <source>a rally booklet has several pages and {suffix} holds one: export it as .pdf</source>
        <translation>un libretto di rally ha più pagine e {suffix} ne contiene una: esportalo come .pdf</translation>
    </message>
    <message>
        <location filename="../../export/writer.py" line="45"/>
        <source>pacenote export (PDF, SVG and PNG pages)</source>
        <translation>pacenote export (pagine PDF, SVG e PNG)</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="36"/>
        <source>table {text}: write WIDTHxDEPTH in cm, e.g. 120x80</source>
        <translation>tavolo {text}: scrivi LARGHEZZAxPROFONDITÀ in cm, ad es. 120x80</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="45"/>
        <source>par {text}: write M:SS or seconds, e.g. 2:30</source>
        <translation>par {text}: scrivi M:SS o secondi, ad es. 2:30</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="53"/>
        <source>feature {name}: choose from {names}</source>
        <translation>elemento {name}: scegli tra {names}</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="66"/>
        <source>terrain {text}: write e.g. gravel,asphalt or gravel:60,asphalt:40</source>
        <translation>terreno {text}: scrivi ad es. gravel,asphalt o gravel:60,asphalt:40</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="72"/>
        <source>terrain {text}: write a terrain, or terrain:share with a share above 0 (gravel:60)</source>
        <translation>terreno {text}: scrivi un terreno, o terreno:quota con una quota sopra 0 (gravel:60)</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="76"/>
        <source>terrain {text}: a terrain named twice</source>
        <translation>terreno {text}: un terreno indicato due volte</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="79"/>
        <source>terrain {text}: give every terrain a share, or none</source>
        <translation>terreno {text}: dai una quota a ogni terreno, o a nessuno</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="115"/>
        <source>class {name}: choose from {names}</source>
        <translation>classe {name}: scegli tra {names}</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="118"/>
        <source>difficulty {name}: choose from {names}</source>
        <translation>difficoltà {name}: scegli tra {names}</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="122"/>
        <source>features: {name} is both wanted and banned</source>
        <translation>elementi: {name} è sia richiesto sia vietato</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="125"/>
        <source>players: 1 to 10</source>
        <translation>giocatori: da 1 a 10</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="96"/>
        <source>with {feature}: GT pieces have no {feature}; nearest achievable: without {feature}</source>
        <translation>con {feature}: i pezzi GT non hanno {feature}; il più vicino possibile: senza {feature}</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="110"/>
        <source>boxes: no start-finish piece (102) among the tiles owned</source>
        <translation>scatole: nessun pezzo di partenza-arrivo (102) tra le tessere possedute</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="113"/>
        <source>tiles: {asked} pieces asked but the boxes owned ({boxes}) hold {most} of one lane width (102 included); nearest achievable: {most}</source>
        <translation>tessere: chiesti {asked} pezzi ma le scatole possedute ({boxes}) ne contengono {most} di una stessa larghezza di corsia (102 compreso); il più vicino possibile: {most}</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="155"/>
        <source>table: no circuit of {n} pieces found that fits {table}; nearest achievable: {smallest}</source>
        <translation>tavolo: nessun circuito di {n} pezzi trovato che stia in {table}; il più vicino possibile: {smallest}</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="158"/>
        <source>no circuit of {n} pieces closed within the budget; try a larger --budget</source>
        <translation>nessun circuito di {n} pezzi chiuso entro il budget; prova un --budget più grande</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="48"/>
        <source>boxes: no START and FINISH among the tiles owned</source>
        <translation>scatole: nessuno START e FINISH tra le tessere possedute</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="52"/>
        <source>tiles: {asked} road tiles asked but the boxes owned ({boxes}) hold {most} (START and FINISH included); nearest achievable: {most}</source>
        <translation>tessere: chieste {asked} tessere di strada ma le scatole possedute ({boxes}) ne contengono {most} (START e FINISH compresi); il più vicino possibile: {most}</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="60"/>
        <source>with {feature}: no tile owned has {feature}; nearest achievable: without {feature}</source>
        <translation>con {feature}: nessuna tessera posseduta ha {feature}; il più vicino possibile: senza {feature}</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="69"/>
        <source>table: {n} tiles of {tile} cm cover {area} m², more than {table}; nearest achievable: a table larger than {width}x{height} cm (the tiles' own area)</source>
        <translation>tavolo: {n} tessere da {tile} cm coprono {area} m², più di {table}; il più vicino possibile: un tavolo più grande di {width}x{height} cm (l'area delle tessere stesse)</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="82"/>
        <source>terrain {name}: no tile owned ({boxes}) has {name}; nearest achievable: {terrains}</source>
        <translation>terreno {name}: nessuna tessera posseduta ({boxes}) ha {name}; il più vicino possibile: {terrains}</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="100"/>
        <source>boxes: {problem}</source>
        <translation>scatole: {problem}</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="102"/>
        <source>boxes: GT boxes make circuits (pacenote generate --boxes gt-core makes a closed circuit)</source>
        <translation>scatole: le scatole GT fanno circuiti (pacenote generate --boxes gt-core fa un circuito chiuso)</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="114"/>
        <source>table: no chain of {n} tiles found that fits {table}; try a larger table or fewer tiles</source>
        <translation>tavolo: nessuna catena di {n} tessere trovata che stia in {table}; prova un tavolo più grande o meno tessere</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="117"/>
        <source>no stage found within the budget; try a larger --budget</source>
        <translation>nessuna prova speciale trovata entro il budget; prova un --budget più grande</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="122"/>
        <source>par: {par} is out of reach with {n} tiles of {boxes}; nearest achieved: {best}</source>
        <translation>par: {par} è irraggiungibile con {n} tessere di {boxes}; il più vicino ottenuto: {best}</translation>
    </message>
    <message>
        <location filename="../../generate/rally.py" line="61"/>
        <source>service {text}: write after:1,2 (stage numbers)</source>
        <translation>assistenza {text}: scrivi after:1,2 (numeri delle prove speciali)</translation>
    </message>
    <message>
        <location filename="../../generate/rally.py" line="65"/>
        <source>service after {n}: the rally has stages 1-{stages}</source>
        <translation>assistenza dopo {n}: il rally ha le prove speciali 1-{stages}</translation>
    </message>
    <message>
        <location filename="../../generate/rally.py" line="101"/>
        <source>minutes: {minutes} min is more than {stages} long stages take for {players} players; nearest achievable: about {top} min (or more --stages)</source>
        <translation>minuti: {minutes} min sono più di quanto durano {stages} prove speciali lunghe per {players} giocatori; il più vicino possibile: circa {top} min (o più --stages)</translation>
    </message>
    <message>
        <location filename="../../generate/rally.py" line="106"/>
        <source>minutes: {minutes} min is less than {stages} short stages take for {players} players; nearest achievable: about {low} min (or fewer --stages)</source>
        <translation>minuti: {minutes} min sono meno di quanto durano {stages} prove speciali brevi per {players} giocatori; il più vicino possibile: circa {low} min (o meno --stages)</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="17"/>
        <source>boxes</source>
        <comment>brief point</comment>
        <translation>scatole</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="17"/>
        <source>tiles</source>
        <comment>brief point</comment>
        <translation>tessere</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="18"/>
        <source>class</source>
        <comment>brief point</comment>
        <translation>classe</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="18"/>
        <source>par</source>
        <comment>brief point</comment>
        <translation>par</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="19"/>
        <source>risk</source>
        <comment>brief point</comment>
        <translation>rischio</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="19"/>
        <source>features</source>
        <comment>brief point</comment>
        <translation>elementi</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="20"/>
        <source>terrain</source>
        <comment>brief point</comment>
        <translation>terreno</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="20"/>
        <source>players</source>
        <comment>brief point</comment>
        <translation>giocatori</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="21"/>
        <source>table</source>
        <comment>brief point</comment>
        <translation>tavolo</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="21"/>
        <source>checks</source>
        <comment>brief point</comment>
        <translation>controlli</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="22"/>
        <source>duration</source>
        <comment>brief point</comment>
        <translation>durata</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="23"/>
        <source>easy</source>
        <comment>difficulty</comment>
        <translation>facile</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="23"/>
        <source>medium</source>
        <comment>difficulty</comment>
        <translation>media</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="24"/>
        <source>hard</source>
        <comment>difficulty</comment>
        <translation>difficile</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="25"/>
        <source>gravel</source>
        <comment>terrain</comment>
        <translation>sterrato</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="25"/>
        <source>asphalt</source>
        <comment>terrain</comment>
        <translation>asfalto</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="26"/>
        <source>snow</source>
        <comment>terrain</comment>
        <translation>neve</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="27"/>
        <source>jumps</source>
        <comment>feature</comment>
        <translation>salti</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="27"/>
        <source>fords</source>
        <comment>feature</comment>
        <translation>guadi</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="28"/>
        <source>shortcuts</source>
        <comment>feature</comment>
        <translation>scorciatoie</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="28"/>
        <source>slides</source>
        <comment>feature</comment>
        <translation>derapate</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="51"/>
        <source>ok</source>
        <comment>brief met</comment>
        <translation>ok</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="51"/>
        <source>MISSED</source>
        <comment>brief met</comment>
        <translation>MANCATO</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="52"/>
        <source>{point} target {target} achieved {achieved} {mark}</source>
        <translation>{point} obiettivo {target} ottenuto {achieved} {mark}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../generate/report.py" line="66"/>
        <source>{n} piece of {tileset}</source>
        <comment>{n} pieces of {tileset}</comment>
        <translation>
            <numerusform>{n} pezzo di {tileset}</numerusform>
            <numerusform>{n} pezzi di {tileset}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="76"/>
        <source>{time} ± 10 s</source>
        <translation>{time} ± 10 s</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="77"/>
        <source>{time} ({difficulty})</source>
        <translation>{time} ({difficulty})</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="79"/>
        <source>{time} (expert, exact)</source>
        <translation>{time} (esperto, esatto)</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="84"/>
        <source>{losses} losses/run</source>
        <translation>{losses} perdite/giro</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="88"/>
        <source>~{losses} (estimate; not driven)</source>
        <translation>~{losses} (stima; non guidata)</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="96"/>
        <source>none</source>
        <comment>features</comment>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="100"/>
        <source>{terrain} {share} %</source>
        <translation>{terrain} {share} %</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="103"/>
        <source>{terrain} {n}</source>
        <translation>{terrain} {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../generate/report.py" line="109"/>
        <source>~{minutes} min, {n} one-car row</source>
        <comment>~{minutes} min, {n} one-car rows</comment>
        <translation>
            <numerusform>~{minutes} min, {n} fila da un'auto</numerusform>
            <numerusform>~{minutes} min, {n} file da un'auto</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="115"/>
        <source>{footprint} (turned {angle}°)</source>
        <translation>{footprint} (ruotato di {angle}°)</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="126"/>
        <source>{errors}, {warnings}</source>
        <translation>{errors}, {warnings}</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="143"/>
        <source>{losses} losses/run ({difficulty})</source>
        <translation>{losses} perdite/giro ({difficulty})</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="70"/>
        <source> within the {budget} s budget</source>
        <translation> entro il budget di {budget} s</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="72"/>
        <source>{tries} of {of} arrangements tried in {seconds} s{within}</source>
        <translation>{tries} di {of} disposizioni provate in {seconds} s{within}</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="94"/>
        <source>no circuit found: {reached} (a larger --budget may find one)</source>
        <translation>nessun circuito trovato: {reached} (un --budget più grande può trovarne uno)</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="96"/>
        <source>no layout found: {reached} (a larger --budget may find one)</source>
        <translation>nessuna disposizione trovata: {reached} (un --budget più grande può trovarne una)</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="127"/>
        <source>unknown tile side {id}</source>
        <translation>lato di tessera sconosciuto {id}</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="136"/>
        <source>a stage needs exactly one START, one FINISH and at most one service park</source>
        <translation>una prova speciale richiede esattamente uno START, un FINISH e al massimo un Parco Assistenza</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="143"/>
        <source>no layout joins these tiles into one chain without overlaps</source>
        <translation>nessuna disposizione unisce queste tessere in una sola catena senza sovrapposizioni</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="153"/>
        <source>{first} and {second} are both sides of tile {number}</source>
        <translation>{first} e {second} sono i due lati della tessera {number}</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="155"/>
        <source>{ids} are both sides of tile {number}</source>
        <translation>{ids} sono i due lati della tessera {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/autolayout.py" line="158"/>
        <source>tile {number} is listed {n} time ({ids})</source>
        <comment>tile {number} is listed {n} times ({ids})</comment>
        <translation>
            <numerusform>la tessera {number} è elencata {n} volta ({ids})</numerusform>
            <numerusform>la tessera {number} è elencata {n} volte ({ids})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="166"/>
        <source>{problem} but {held}; a tile with the same road shape: {alike} (or --boxes {more})</source>
        <translation>{problem} ma {held}; una tessera con la stessa forma di strada: {alike} (o --boxes {more})</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="168"/>
        <source>{problem} but {held} (or --boxes {more})</source>
        <translation>{problem} ma {held} (o --boxes {more})</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="124"/>
        <source>{item} is not a box name (a box name, or NAME:COUNT such as dirt-core:2)</source>
        <translation>{item} non è un nome di scatola (un nome di scatola, o NOME:NUMERO come dirt-core:2)</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="130"/>
        <source>{count}: a box count is 1 to 9</source>
        <translation>{count}: un numero di scatole va da 1 a 9</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="133"/>
        <source>no box named (known: {known})</source>
        <translation>nessuna scatola indicata (note: {known})</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="142"/>
        <source>unknown box {name} (did you mean {close}?); known: {known}</source>
        <translation>scatola sconosciuta {name} (intendevi {close}?); note: {known}</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="144"/>
        <source>unknown box {name}; known: {known}</source>
        <translation>scatola sconosciuta {name}; note: {known}</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="197"/>
        <source>your boxes ({names})</source>
        <translation>le tue scatole ({names})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/boxes.py" line="213"/>
        <source>{n} box</source>
        <comment>{n} boxes</comment>
        <translation>
            <numerusform>{n} scatola</numerusform>
            <numerusform>{n} scatole</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/circuitlayout.py" line="88"/>
        <source>tile {number} is used {n} time but {held} (or --boxes {more})</source>
        <comment>tile {number} is used {n} times but {held} (or --boxes {more})</comment>
        <translation>
            <numerusform>la tessera {number} è usata {n} volta ma {held} (o --boxes {more})</numerusform>
            <numerusform>la tessera {number} è usata {n} volte ma {held} (o --boxes {more})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/circuitlayout.py" line="95"/>
        <source>a circuit needs exactly one start-finish piece (102a/102b) and at most one pit-stop piece (101)</source>
        <translation>un circuito richiede esattamente un pezzo di partenza-arrivo (102a/102b) e al massimo un pezzo di pit stop (101)</translation>
    </message>
    <message>
        <location filename="../../pacenote/circuitlayout.py" line="101"/>
        <source>no closed loop through 102 uses exactly these pieces</source>
        <translation>nessun anello chiuso attraverso il 102 usa esattamente questi pezzi</translation>
    </message>
    <message>
        <location filename="../../pacenote/circuitlayout.py" line="181"/>
        <source>no free hex beside the circuit</source>
        <translation>nessun esagono libero accanto al circuito</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="207"/>
        <source>{n} tiles on hex {q},{r}</source>
        <translation>{n} tessere sull'esagono {q},{r}</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="289"/>
        <source>the course from the START does not reach the FINISH</source>
        <translation>il percorso dallo START non arriva al FINISH</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="294"/>
        <source>the course leading to the FINISH does not begin at a START</source>
        <translation>il percorso che porta al FINISH non inizia da uno START</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="301"/>
        <source>{id} ({lanes} lanes) does not line up with {other} ({other_lanes} lanes)</source>
        <translation>{id} ({lanes} corsie) non si allinea con {other} ({other_lanes} corsie)</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="319"/>
        <source>empty hex {q},{r},</source>
        <translation>l'esagono vuoto {q},{r},</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="320"/>
        <source>hex {q},{r}, which holds only scenery ({tile}),</source>
        <translation>l'esagono {q},{r}, che ha solo scenografia ({tile}),</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="322"/>
        <source>the course stops at {tile}: its road leaves by its {side} side to {there} where the next tile goes</source>
        <translation>il percorso si ferma a {tile}: la sua strada esce dal lato {side} verso {there} dove va la tessera successiva</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="45"/>
        <source>{n} START tiles</source>
        <translation>{n} tessere START</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="50"/>
        <source>{n} FINISH tiles</source>
        <translation>{n} tessere FINISH</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="54"/>
        <source>no START tile (202a/202b)</source>
        <translation>nessuna tessera START (202a/202b)</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="56"/>
        <source>no FINISH tile (203a/203b)</source>
        <translation>nessuna tessera FINISH (203a/203b)</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="239"/>
        <source>the road of {tile} runs into {other}, which has no road on that side: turn one of them or put another tile there</source>
        <translation>la strada di {tile} finisce contro {other}, che non ha strada su quel lato: ruota una delle due o metti lì un'altra tessera</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="252"/>
        <source>the course runs from {tile} back into {other}: a stage runs from START to FINISH and never meets itself</source>
        <translation>il percorso torna da {tile} in {other}: una prova speciale va da START a FINISH e non incontra mai se stessa</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="261"/>
        <source>the service park {tile} closes the road before the FINISH; it belongs right after the FINISH</source>
        <translation>il Parco Assistenza {tile} chiude la strada prima del FINISH; va subito dopo il FINISH</translation>
    </message>
    <message>
        <location filename="../../pacenote/drawing.py" line="200"/>
        <source>SERVICE</source>
        <translation>PARCO</translation>
    </message>
    <message>
        <location filename="../../pacenote/drawing.py" line="201"/>
        <source>PARK</source>
        <translation>ASSISTENZA</translation>
    </message>
    <message>
        <location filename="../../pacenote/drivable.py" line="20"/>
        <source>no cell behind the start line: cars have nowhere to line up</source>
        <translation>nessuna casella dietro la linea di partenza: le auto non hanno dove schierarsi</translation>
    </message>
    <message>
        <location filename="../../pacenote/drivable.py" line="21"/>
        <source>the circuit does not close: it has no lap</source>
        <translation>il circuito non si chiude: non ha un giro</translation>
    </message>
    <message>
        <location filename="../../pacenote/drivable.py" line="22"/>
        <source>the course is not one chain of tiles from START to FINISH</source>
        <translation>il percorso non è una sola catena di tessere da START a FINISH</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="36"/>
        <source>{what} needs Qt (PySide6), which is not installed: {extra}</source>
        <translation>{what} richiede Qt (PySide6), che non è installato: {extra}</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="38"/>
        <source>{what} needs Qt (PySide6), which is not installed: {extra} (or {instead})</source>
        <translation>{what} richiede Qt (PySide6), che non è installato: {extra} (o {instead})</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="71"/>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="100"/>
        <source>Permission denied</source>
        <translation>Permesso negato</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="101"/>
        <source>Operation not permitted</source>
        <translation>Operazione non permessa</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="102"/>
        <source>No such file or directory</source>
        <translation>File o cartella inesistente</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="103"/>
        <source>Read-only file system</source>
        <translation>File system di sola lettura</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="104"/>
        <source>No space left on device</source>
        <translation>Spazio esaurito sul dispositivo</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="105"/>
        <source>File name too long</source>
        <translation>Nome di file troppo lungo</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="106"/>
        <source>Too many levels of symbolic links</source>
        <translation>Troppi livelli di collegamenti simbolici</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="107"/>
        <source>Is a directory</source>
        <translation>È una cartella</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="107"/>
        <source>Not a directory</source>
        <translation>Non è una cartella</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="119"/>
        <source>cannot write: {reason}</source>
        <translation>impossibile scrivere: {reason}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/__init__.py" line="40"/>
        <source>a rally file, not a stage: give one of its stage files</source>
        <translation>un file di rally, non una prova speciale: indica uno dei suoi file di prova speciale</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/__init__.py" line="48"/>
        <source>unknown stage file type: expected a name ending in .stage.json (pacenote), .json (Rekee) or .rgt</source>
        <translation>tipo di file di prova speciale sconosciuto: atteso un nome che finisce in .stage.json (pacenote), .json (Rekee) o .rgt</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/__init__.py" line="93"/>
        <source>read as {encoding} text (pacenote writes UTF-8)</source>
        <translation>letto come testo {encoding} (pacenote scrive UTF-8)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/__init__.py" line="123"/>
        <source>would not read back: {problem}</source>
        <translation>non si rileggerebbe: {problem}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/native.py" line="103"/>
        <source>unknown tileset (known: {names})</source>
        <translation>set di tessere sconosciuto (noti: {names})</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="23"/>
        <source>a JSON integer</source>
        <translation>un intero JSON</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="24"/>
        <source>a number</source>
        <translation>un numero</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="25"/>
        <source>a string</source>
        <translation>una stringa</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="26"/>
        <source>an array</source>
        <translation>un array</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="27"/>
        <source>an object</source>
        <translation>un oggetto</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="38"/>
        <source>an integer</source>
        <translation>un intero</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="40"/>
        <source>a number with a decimal point</source>
        <translation>un numero con la virgola</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="41"/>
        <source>no finite number</source>
        <translation>nessun numero finito</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="43"/>
        <source>a string of {n} character</source>
        <comment>a string of {n} characters</comment>
        <translation>
            <numerusform>una stringa di {n} carattere</numerusform>
            <numerusform>una stringa di {n} caratteri</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="44"/>
        <source>an empty string</source>
        <translation>una stringa vuota</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="46"/>
        <source>an array of {n} item</source>
        <comment>an array of {n} items</comment>
        <translation>
            <numerusform>un array di {n} elemento</numerusform>
            <numerusform>un array di {n} elementi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="48"/>
        <source>an object of {n} key</source>
        <comment>an object of {n} keys</comment>
        <translation>
            <numerusform>un oggetto di {n} chiave</numerusform>
            <numerusform>un oggetto di {n} chiavi</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="49"/>
        <source>a value of another kind</source>
        <translation>un valore di altro tipo</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="65"/>
        <source>expected a finite number, got {got}</source>
        <translation>atteso un numero finito, trovato {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="68"/>
        <source>expected {kinds}, got {got}</source>
        <translation>atteso {kinds}, trovato {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="70"/>
        <source>{problem} (write it without a decimal point)</source>
        <translation>{problem} (scrivilo senza virgola)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="87"/>
        <source>missing required key {key}</source>
        <translation>manca la chiave obbligatoria {key}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="98"/>
        <source>{got}, not a tile id (expected e.g. 210a, 103a-2, PODIUM)</source>
        <translation>{got}, non un id di tessera (atteso ad es. 210a, 103a-2, PODIUM)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="110"/>
        <source>{n} tile, more than the limit of {limit}</source>
        <comment>{n} tiles, more than the limit of {limit}</comment>
        <translation>
            <numerusform>{n} tessera, oltre il limite di {limit}</numerusform>
            <numerusform>{n} tessere, oltre il limite di {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="112"/>
        <source>{n} token, more than the limit of {limit}</source>
        <comment>{n} tokens, more than the limit of {limit}</comment>
        <translation>
            <numerusform>{n} gettone, oltre il limite di {limit}</numerusform>
            <numerusform>{n} gettoni, oltre il limite di {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="114"/>
        <source>{n} stage, more than the limit of {limit}</source>
        <comment>{n} stages, more than the limit of {limit}</comment>
        <translation>
            <numerusform>{n} prova speciale, oltre il limite di {limit}</numerusform>
            <numerusform>{n} prove speciali, oltre il limite di {limit}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="124"/>
        <source>farther than {limit} hexes from the origin (the limit)</source>
        <translation>oltre {limit} esagoni dall'origine (il limite)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="132"/>
        <source>beyond the limit of {limit} for a token number</source>
        <translation>oltre il limite di {limit} per un numero di gettone</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/rgt.py" line="142"/>
        <source>token {token} has no .rgt equivalent (Rekee cannot export it either); remove it or save as .json or .stage.json</source>
        <translation>il segnalino {token} non ha equivalente in .rgt (nemmeno Rekee può esportarlo); toglilo o salva come .json o .stage.json</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/rgt.py" line="157"/>
        <source>the {encoding} encoding of the file read (written as UTF-8, as Rekee writes .rgt)</source>
        <translation>la codifica {encoding} del file letto (scritto in UTF-8, come Rekee scrive i .rgt)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/rgt.py" line="161"/>
        <source>the missing terrain of {n} token (written as gravel 'dirt' tokens)</source>
        <comment>the missing terrain of {n} tokens (written as gravel 'dirt' tokens)</comment>
        <translation>
            <numerusform>il terreno mancante di {n} gettone (scritto come gettoni 'dirt' su sterrato)</numerusform>
            <numerusform>il terreno mancante di {n} gettoni (scritti come gettoni 'dirt' su sterrato)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/rgt.py" line="166"/>
        <source>the side letter of {n} pit stop tile {id}a/b (.rgt has one id for both identical sides; reads back as {id})</source>
        <comment>the side letter of {n} pit stop tiles {id}a/b (.rgt has one id for both identical sides; reads back as {id})</comment>
        <translation>
            <numerusform>la lettera del lato di {n} tessera pit stop {id}a/b (.rgt ha un solo id per i due lati identici; si rilegge come {id})</numerusform>
            <numerusform>la lettera del lato di {n} tessere pit stop {id}a/b (.rgt ha un solo id per i due lati identici; si rileggono come {id})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="51"/>
        <source>tile {n} ({tile} at q={q}, r={r})</source>
        <translation>tessera {n} ({tile} in q={q}, r={r})</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="60"/>
        <source>{tile} is not a tile id</source>
        <translation>{tile} non è un identificativo di tessera</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="76"/>
        <source>the notes ({format} has no field for them)</source>
        <translation>le note ({format} non ha un campo per esse)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="78"/>
        <source>tileset {tileset} ({format} has no field for it)</source>
        <translation>il set di tessere {tileset} ({format} non ha un campo per esso)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="81"/>
        <source>the lap count {laps} ({format} has no field for it)</source>
        <translation>il numero di giri {laps} ({format} non ha un campo per esso)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/writing.py" line="86"/>
        <source>{n} hex with more than one tile, e.g. q={q}, r={r} (Rekee keeps only the last tile on a hex)</source>
        <comment>{n} hexes with more than one tile, e.g. q={q}, r={r} (Rekee keeps only the last tile on a hex)</comment>
        <translation>
            <numerusform>{n} esagono con più di una tessera, p. es. q={q}, r={r} (Rekee tiene solo l'ultima tessera di un esagono)</numerusform>
            <numerusform>{n} esagoni con più di una tessera, p. es. q={q}, r={r} (Rekee tiene solo l'ultima tessera di un esagono)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="203"/>
        <source>REPAIR</source>
        <translation>RIPARARE</translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="203"/>
        <source>TYRES</source>
        <translation>GOMME</translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="210"/>
        <source>PIT STOP</source>
        <translation>PIT STOP</translation>
    </message>
    <message>
        <location filename="../../pacenote/i18n.py" line="98"/>
        <source>unknown language {language}: choose one of {languages}</source>
        <translation>lingua sconosciuta {language}: scegli tra {languages}</translation>
    </message>
    <message>
        <location filename="../../pacenote/i18n.py" line="352"/>
        <source>{first} or {last}</source>
        <translation>{first} o {last}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="42"/>
        <source>is a directory, not a file</source>
        <translation>è una cartella, non un file</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="43"/>
        <source>no such file</source>
        <translation>file inesistente</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="63"/>
        <source>expected a file name ending in {suffixes}</source>
        <translation>atteso un nome di file che finisce in {suffixes}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="71"/>
        <source>no such file (a folder on its path is a file)</source>
        <translation>file inesistente (una cartella del suo percorso è un file)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="84"/>
        <source>larger than the limit of {limit} bytes</source>
        <translation>più grande del limite di {limit} byte</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="93"/>
        <source>is not a regular file (a device, pipe or socket); pacenote reads only regular files</source>
        <translation>non è un file normale (un dispositivo, una pipe o un socket); pacenote legge solo file normali</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="96"/>
        <source>{size} bytes, larger than the limit of {limit} bytes</source>
        <translation>{size} byte, oltre il limite di {limit} byte</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="135"/>
        <source>not UTF-16 text, though it starts with a UTF-16 byte order mark</source>
        <translation>non è testo UTF-16, benché inizi con un byte order mark UTF-16</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="145"/>
        <source>byte {n}</source>
        <translation>byte {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="145"/>
        <source>not UTF-8 text</source>
        <translation>non è testo UTF-8</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="162"/>
        <source>Expecting value</source>
        <translation>atteso un valore</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="162"/>
        <source>Expecting ',' delimiter</source>
        <translation>atteso il separatore ','</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="163"/>
        <source>Expecting ':' delimiter</source>
        <translation>atteso il separatore ':'</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="164"/>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>atteso un nome di proprietà tra virgolette doppie</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="164"/>
        <source>Extra data</source>
        <translation>dati in più</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="165"/>
        <source>Invalid control character at</source>
        <translation>carattere di controllo non valido</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="165"/>
        <source>Invalid \escape</source>
        <translation>sequenza \ non valida</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="166"/>
        <source>Invalid \uXXXX escape</source>
        <translation>sequenza \uXXXX non valida</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="167"/>
        <source>Illegal trailing comma before end of object</source>
        <translation>virgola di troppo prima della fine dell'oggetto</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="168"/>
        <source>Illegal trailing comma before end of array</source>
        <translation>virgola di troppo prima della fine dell'array</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="181"/>
        <source>unterminated string: it starts here and the file ends inside it (cut short?)</source>
        <translation>stringa non terminata: inizia qui e il file finisce al suo interno (troncato?)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="185"/>
        <source>{problem}: the file ends too soon (cut short?)</source>
        <translation>{problem}: il file finisce troppo presto (troncato?)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="194"/>
        <source>line {line} column {column}</source>
        <translation>riga {line} colonna {column}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="195"/>
        <source>empty file, expected JSON</source>
        <translation>file vuoto, atteso JSON</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="205"/>
        <source>invalid JSON: {problem}</source>
        <translation>JSON non valido: {problem}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="240"/>
        <source>line {line}</source>
        <translation>riga {line}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="240"/>
        <source>nested more than {limit} deep (the limit for arrays and objects)</source>
        <translation>annidato oltre {limit} livelli (il limite per array e oggetti)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="286"/>
        <source>an integer of {digits} digits (the limit is {limit})</source>
        <translation>un intero di {digits} cifre (il limite è {limit})</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="291"/>
        <source>expected a finite number, got {value} (beyond a 64-bit float, or no number)</source>
        <translation>atteso un numero finito, trovato {value} (oltre un float a 64 bit, o nessun numero)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="299"/>
        <source>a key of {n} characters (the limit is {limit})</source>
        <translation>una chiave di {n} caratteri (il limite è {limit})</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="301"/>
        <source>a string of {n} characters (the limit is {limit})</source>
        <translation>una stringa di {n} caratteri (il limite è {limit})</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="405"/>
        <source>is a read-only file: not replaced</source>
        <translation>è un file di sola lettura: non sostituito</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="421"/>
        <source>is not a regular file (a device, pipe or socket): pacenote writes only regular files</source>
        <translation>non è un file normale (un dispositivo, una pipe o un socket): pacenote scrive solo file normali</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/limits.py" line="64"/>
        <source>{n} road tile, more than the limit of {limit} for a test drive (docs/formats.md, Limits)</source>
        <comment>{n} road tiles, more than the limit of {limit} for a test drive (docs/formats.md, Limits)</comment>
        <translation>
            <numerusform>{n} tessera di strada, più del limite di {limit} per una prova (docs/formats.md, Limits)</numerusform>
            <numerusform>{n} tessere di strada, più del limite di {limit} per una prova (docs/formats.md, Limits)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/limits.py" line="73"/>
        <source>{tiles} tiles in its {n} stage, more than the limit of {limit} for a rally (docs/formats.md, Limits)</source>
        <comment>{tiles} tiles in its {n} stages, more than the limit of {limit} for a rally (docs/formats.md, Limits)</comment>
        <translation>
            <numerusform>{tiles} tessere nella sua {n} prova speciale, oltre il limite di {limit} per un rally (docs/formats.md, Limits)</numerusform>
            <numerusform>{tiles} tessere nelle sue {n} prove speciali, oltre il limite di {limit} per un rally (docs/formats.md, Limits)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/limits.py" line="83"/>
        <source>{tiles} road tiles to drive in {n} stage, more than the limit of {limit} for one rally (docs/formats.md, Limits)</source>
        <comment>{tiles} road tiles to drive in {n} stages, more than the limit of {limit} for one rally (docs/formats.md, Limits)</comment>
        <translation>
            <numerusform>{tiles} tessere di strada da guidare in {n} prova speciale, oltre il limite di {limit} per un rally (docs/formats.md, Limits)</numerusform>
            <numerusform>{tiles} tessere di strada da guidare in {n} prove speciali, oltre il limite di {limit} per un rally (docs/formats.md, Limits)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="36"/>
        <source>: {why} (tileset {name})</source>
        <translation>: {why} (set di tessere {name})</translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="38"/>
        <source> is a tile of {other}, not of the stage's tileset {tileset} (name both: {tileset}+{other})</source>
        <translation> è una tessera di {other}, non del set della prova speciale {tileset} (indicali entrambi: {tileset}+{other})</translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="44"/>
        <source> is a tile of {boxes} that pacenote does not model yet</source>
        <translation> è una tessera di {boxes} che pacenote non modella ancora</translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="46"/>
        <source> is no tile side pacenote knows (tilesets {names}): a typo?</source>
        <translation> non è un lato di tessera che pacenote conosca (set {names}): un errore di battitura?</translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="64"/>
        <source>{tile}{reason}</source>
        <translation>{tile}{reason}</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="24"/>
        <source>playing time</source>
        <translation>tempo di gioco</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="70"/>
        <source>within {tolerance} % of the rulebook ({gap} % under)</source>
        <translation>entro il {tolerance} % del regolamento ({gap} % sotto)</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="71"/>
        <source>within {tolerance} % of the rulebook ({gap} % over)</source>
        <translation>entro il {tolerance} % del regolamento ({gap} % sopra)</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="74"/>
        <source>shorter than the rulebook by {gap} %: the cars play fewer turns than on its stages of this length</source>
        <translation>più breve del regolamento del {gap} %: le auto giocano meno turni che sulle sue prove speciali di questa lunghezza</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="76"/>
        <source>longer than the rulebook by {gap} %: the cars play more turns than on its stages of this length</source>
        <translation>più lunga del regolamento del {gap} %: le auto giocano più turni che sulle sue prove speciali di questa lunghezza</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="89"/>
        <source>stage {label}: {error}</source>
        <translation>prova speciale {label}: {error}</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="133"/>
        <source>not a file name: it holds a character that is not valid Unicode</source>
        <translation>non è un nome di file: contiene un carattere che non è Unicode valido</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="136"/>
        <source>not a file name: it is empty or holds a NUL or another control character</source>
        <translation>non è un nome di file: è vuoto o contiene un NUL o un altro carattere di controllo</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="139"/>
        <source>an absolute path: name the stage file relative to the rally file, in its folder or below</source>
        <translation>un percorso assoluto: indica il file di prova speciale relativo al file di rally, nella sua cartella o sotto</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="143"/>
        <source>a rally file, not a stage: name one of its stage files</source>
        <translation>un file di rally, non una prova speciale: indica uno dei suoi file di prova speciale</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="146"/>
        <source>leads outside the rally's folder (by '..' or a symlink): stage files must be in its folder or below</source>
        <translation>esce dalla cartella del rally (con '..' o un collegamento simbolico): i file di prova speciale devono stare nella sua cartella o sotto</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="39"/>
        <source>{key} is a required property</source>
        <translation>{key} è una proprietà obbligatoria</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="43"/>
        <source>a key that is not allowed here</source>
        <translation>una chiave non ammessa qui</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="45"/>
        <source>expected one of {values}, got {got}</source>
        <translation>atteso uno tra {values}, trovato {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="47"/>
        <source>expected {value}, got {got}</source>
        <translation>atteso {value}, trovato {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="48"/>
        <source>expected a non-empty string</source>
        <translation>attesa una stringa non vuota</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="49"/>
        <source>expected a string of at least {n} characters, got {got}</source>
        <translation>attesa una stringa di almeno {n} caratteri, trovato {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="50"/>
        <source>expected a string of at most {n} characters, got {got}</source>
        <translation>attesa una stringa di al massimo {n} caratteri, trovato {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="52"/>
        <source>expected at least {n}</source>
        <translation>atteso almeno {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="53"/>
        <source>expected at most {n}</source>
        <translation>atteso al massimo {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="54"/>
        <source>expected more than {n}</source>
        <translation>atteso più di {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="55"/>
        <source>expected less than {n}</source>
        <translation>atteso meno di {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="56"/>
        <source>expected at least {n} items, got {got}</source>
        <translation>attesi almeno {n} elementi, trovato {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="57"/>
        <source>expected at most {n} items, got {got}</source>
        <translation>attesi al massimo {n} elementi, trovato {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="58"/>
        <source>expected no item twice</source>
        <translation>atteso nessun elemento ripetuto</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="59"/>
        <source>expected a string matching {pattern}, got {got}</source>
        <translation>attesa una stringa conforme a {pattern}, trovato {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="61"/>
        <source>{got} matching none of the forms allowed here</source>
        <translation>{got} non conforme a nessuna delle forme ammesse qui</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="65"/>
        <source>{got} that breaks the schema's {rule} rule</source>
        <translation>{got} che viola la regola {rule} dello schema</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="71"/>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="71"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../../pacenote/stage.py" line="103"/>
        <source>{tile} at {q},{r}</source>
        <translation>{tile} in {q},{r}</translation>
    </message>
    <message>
        <location filename="../../pacenote/tilelist.py" line="76"/>
        <source>{token} is not a tile id</source>
        <translation>{token} non è un id di tessera</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/tilelist.py" line="100"/>
        <source>the box holds {n} tile {number}</source>
        <comment>the box holds {n} tiles {number}</comment>
        <translation>
            <numerusform>la scatola contiene {n} tessera {number}</numerusform>
            <numerusform>la scatola contiene {n} tessere {number}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/tilelist.py" line="102"/>
        <source>the box holds no tile {number}</source>
        <translation>la scatola non contiene nessuna tessera {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/tilelist.py" line="104"/>
        <source>the {boxes} boxes hold {n} tile {number}</source>
        <comment>the {boxes} boxes hold {n} tiles {number}</comment>
        <translation>
            <numerusform>le {boxes} scatole contengono {n} tessera {number}</numerusform>
            <numerusform>le {boxes} scatole contengono {n} tessere {number}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/tilelist.py" line="107"/>
        <source>the {boxes} boxes hold no tile {number}</source>
        <translation>le {boxes} scatole non contengono nessuna tessera {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/tilelist.py" line="109"/>
        <source>{boxes} hold {n} tile {number}</source>
        <comment>{boxes} hold {n} tiles {number}</comment>
        <translation>
            <numerusform>{boxes} contengono {n} tessera {number}</numerusform>
            <numerusform>{boxes} contengono {n} tessere {number}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/tilelist.py" line="111"/>
        <source>{boxes} hold no tile {number}</source>
        <translation>{boxes} non contengono nessuna tessera {number}</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="37"/>
        <source>duplicate tile side {id}</source>
        <translation>lato di tessera ripetuto {id}</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="41"/>
        <source>{id} does not match number and side</source>
        <translation>{id} non corrisponde a numero e lato</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="74"/>
        <source>a {kind} side needs a kind of {kinds} and at least two roads</source>
        <translation>un lato {kind} richiede un tipo tra {kinds} e almeno due strade</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="89"/>
        <source>two roads with one id</source>
        <translation>due strade con lo stesso id</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="99"/>
        <source>no road has a cell labelled {label}</source>
        <translation>nessuna strada ha una casella chiamata {label}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/tileparse.py" line="126"/>
        <source>section {section} does not exist ({n} section)</source>
        <comment>section {section} does not exist ({n} sections)</comment>
        <translation>
            <numerusform>la sezione {section} non esiste ({n} sezione)</numerusform>
            <numerusform>la sezione {section} non esiste ({n} sezioni)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="134"/>
        <source>road cannot start and end on one edge</source>
        <translation>la strada non può iniziare e finire sullo stesso lato</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="139"/>
        <source>only the service park has a road with one end</source>
        <translation>solo il Parco Assistenza ha una strada con un solo capo</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="163"/>
        <source>no lane width for {n}-lane roads in $.lane_widths</source>
        <translation>nessuna larghezza di corsia per strade a {n} corsie in $.lane_widths</translation>
    </message>
    <message>
        <location filename="../../pacenote/tiles.py" line="104"/>
        <source>unknown tileset {name} (known: {known})</source>
        <translation>set di tessere sconosciuto {name} (noti: {known})</translation>
    </message>
    <message>
        <location filename="../../pacenote/tilesides.py" line="273"/>
        <source>side {id} has {reason}: not yet modelled</source>
        <translation>il lato {id} ha {reason}: non ancora modellato</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="49"/>
        <source>no start-finish piece ({ids}): a circuit starts and ends on it</source>
        <translation>nessuna tessera di partenza-arrivo ({ids}): un circuito inizia e finisce lì</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="66"/>
        <source>hex {q},{r}, which holds only scenery ({tile})</source>
        <translation>l'esagono {q},{r}, che ha solo scenografia ({tile})</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="67"/>
        <source>hex {q},{r}</source>
        <translation>l'esagono {q},{r}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/circuit.py" line="69"/>
        <source>the circuit does not close: from {first} the road ends at {last}, leaving by its {side} side to {there}, {n} hex from the start-finish piece, which it must come back into from behind its grid</source>
        <comment>the circuit does not close: from {first} the road ends at {last}, leaving by its {side} side to {there}, {n} hexes from the start-finish piece, which it must come back into from behind its grid</comment>
        <translation>
            <numerusform>il circuito non si chiude: da {first} la strada finisce a {last}, uscendo dal lato {side} verso {there}, a {n} esagono dalla tessera di partenza-arrivo, in cui deve rientrare da dietro la griglia</numerusform>
            <numerusform>il circuito non si chiude: da {first} la strada finisce a {last}, uscendo dal lato {side} verso {there}, a {n} esagoni dalla tessera di partenza-arrivo, in cui deve rientrare da dietro la griglia</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="87"/>
        <source>no pit-stop piece (101): the rules place it next to the circuit; without it no car can pit</source>
        <translation>nessuna tessera pit stop (101): le regole la mettono accanto al circuito; senza di essa nessuna auto può fare pit stop</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="100"/>
        <source>the pit-stop piece {tile} lies where the road of {other} continues: it goes beside the circuit, not in it</source>
        <translation>la tessera pit stop {tile} sta dove prosegue la strada di {other}: va accanto al circuito, non dentro</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="106"/>
        <source>the pit-stop piece {tile} touches no piece of the circuit: the rules place it next to the track</source>
        <translation>la tessera pit stop {tile} non tocca nessuna tessera del circuito: le regole la mettono accanto alla pista</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="119"/>
        <source>no sequence of moves leads from the grid round the circuit back over the line: cars get no further than {cells}</source>
        <translation>nessuna sequenza di mosse porta dalla griglia, attorno al circuito, di nuovo oltre la linea: le auto non vanno oltre {cells}</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="131"/>
        <source> (the file gives no lap count: 1 assumed)</source>
        <translation> (il file non indica il numero di giri: si assume 1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/circuit.py" line="133"/>
        <source>{pieces} pieces in the loop (pit stop not counted) x {n} lap{said}: {length}, about {minutes} min for {players} players (rulebook guidelines: {guide})</source>
        <comment>{pieces} pieces in the loop (pit stop not counted) x {n} laps{said}: {length}, about {minutes} min for {players} players (rulebook guidelines: {guide})</comment>
        <translation>
            <numerusform>{pieces} tessere nell'anello (pit stop escluso) x {n} giro{said}: {length}, circa {minutes} min per {players} giocatori (indicazioni del regolamento: {guide})</numerusform>
            <numerusform>{pieces} tessere nell'anello (pit stop escluso) x {n} giri{said}: {length}, circa {minutes} min per {players} giocatori (indicazioni del regolamento: {guide})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="139"/>
        <source>a race</source>
        <translation>una gara</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="163"/>
        <source>the RX circuit has no joker branch: lay a junction (402-409, 415) whose branch road leaves the loop and joins it again at another junction</source>
        <translation>il circuito RX non ha la deviazione joker: metti un bivio (402-409, 415) la cui strada laterale lasci l'anello e vi rientri a un altro bivio</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/circuit.py" line="176"/>
        <source>the {route} road of {tile} leaves the course over {n} tile and does not join it again at a junction</source>
        <comment>the {route} road of {tile} leaves the course over {n} tiles and does not join it again at a junction</comment>
        <translation>
            <numerusform>la strada {route} di {tile} lascia il percorso per {n} tessera e non vi rientra a un bivio</numerusform>
            <numerusform>la strada {route} di {tile} lascia il percorso per {n} tessere e non vi rientra a un bivio</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/circuitguide.py" line="22"/>
        <source>short 15 x 1 lap, medium 18 x 1 or 12 x 2, long 21 x 1 or 16 x 2</source>
        <translation>breve 15 x 1 giro, media 18 x 1 o 12 x 2, lunga 21 x 1 o 16 x 2</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="34"/>
        <source>stages {list}</source>
        <translation>prove speciali {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="36"/>
        <source>tiles {list}</source>
        <translation>tessere {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="38"/>
        <source>hexes {list}</source>
        <translation>esagoni {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="41"/>
        <source>cells {list}</source>
        <translation>caselle {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="43"/>
        <source>placements {list}</source>
        <translation>posizionamenti {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="52"/>
        <source>error</source>
        <comment>severity</comment>
        <translation>errore</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="53"/>
        <source>warning</source>
        <comment>severity</comment>
        <translation>avviso</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="54"/>
        <source>info</source>
        <comment>severity</comment>
        <translation>info</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="84"/>
        <source>{file}: {severity} {code} [{where}]: {message}</source>
        <translation>{file}: {severity} {code} [{where}]: {message}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="85"/>
        <source>{file}: {severity} {code}: {message}</source>
        <translation>{file}: {severity} {code}: {message}</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="34"/>
        <source>short</source>
        <comment>length class</comment>
        <translation>breve</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="35"/>
        <source>medium</source>
        <comment>length class</comment>
        <translation>media</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="36"/>
        <source>long</source>
        <comment>length class</comment>
        <translation>lunga</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="37"/>
        <source>a short stage</source>
        <translation>una prova speciale breve</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="38"/>
        <source>a medium stage</source>
        <translation>una prova speciale media</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="39"/>
        <source>a long stage</source>
        <translation>una prova speciale lunga</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="40"/>
        <source>a short rally</source>
        <translation>un rally breve</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="41"/>
        <source>a medium rally</source>
        <translation>un rally medio</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="42"/>
        <source>a long rally</source>
        <translation>un rally lungo</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="43"/>
        <source>a short race</source>
        <translation>una gara breve</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="44"/>
        <source>a medium race</source>
        <translation>una gara media</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="45"/>
        <source>a long race</source>
        <translation>una gara lunga</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="63"/>
        <source>no sequence of moves leads from the grid past the finish line: cars get no further than {cells} on {tile}</source>
        <translation>nessuna sequenza di mosse porta dalla griglia oltre la linea d'arrivo: le auto non vanno oltre {cells} su {tile}</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="76"/>
        <source>the shortcut {cell} on {tile} can never be entered: no cell before the corner it cuts touches it</source>
        <translation>nella scorciatoia {cell} su {tile} non si può mai entrare: nessuna casella prima della curva che taglia la tocca</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="79"/>
        <source>the shortcut {cell} on {tile} leads nowhere: no cell after the corner it cuts touches it</source>
        <translation>la scorciatoia {cell} su {tile} non porta da nessuna parte: nessuna casella dopo la curva che taglia la tocca</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="98"/>
        <source>the slide row {cells} on {tile} can never be entered sliding</source>
        <translation>nella fila di derapata {cells} su {tile} non si può mai entrare in derapata</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="101"/>
        <source>the slide row {cells} on {tile} can never be left sliding</source>
        <translation>dalla fila di derapata {cells} su {tile} non si può mai uscire in derapata</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="141"/>
        <source>{cell} (limit {limit})</source>
        <translation>{cell} (limite {limit})</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="144"/>
        <source>every landing of the jump ^{n} at {cells} on {tile} has a limit below the landing gear ({spots}): the jump can only be made with a loss of control</source>
        <translation>ogni atterraggio del salto ^{n} in {cells} su {tile} ha un limite inferiore alla marcia di atterraggio ({spots}): il salto si può fare solo con una perdita di controllo</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="161"/>
        <source>{cell} (limit {limit}, landing in gear {gear})</source>
        <translation>{cell} (limite {limit}, atterraggio in marcia {gear})</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="165"/>
        <source>the jump ^{n} at {cells} on {tile} can land on {spots}: a loss of control there</source>
        <translation>il salto ^{n} in {cells} su {tile} può atterrare su {spots}: lì è perdita di controllo</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="170"/>
        <source>the jump ^{n} at {cells} on {tile} reaches the ford at {fords}: pacenote's reading is that a car cannot land in a ford (a landing is never a gas or gear-1 entry), so the jump never lands there (docs/rules.md)</source>
        <translation>il salto ^{n} in {cells} su {tile} raggiunge il guado in {fords}: pacenote legge le regole così: un'auto non può atterrare in un guado (un atterraggio non è mai un ingresso in inerzia né in marcia 1), quindi il salto non atterra mai lì (docs/rules.md)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/playability.py" line="186"/>
        <source>{n} road tile from START to FINISH (service park not counted): {length}, about {minutes} min for {players} players (rulebook guidelines: short {short}, medium {medium}, long {long} tiles)</source>
        <comment>{n} road tiles from START to FINISH (service park not counted): {length}, about {minutes} min for {players} players (rulebook guidelines: short {short}, medium {medium}, long {long} tiles)</comment>
        <translation>
            <numerusform>{n} tessera di strada da START a FINISH (Parco Assistenza escluso): {length}, circa {minutes} min per {players} giocatori (indicazioni del regolamento: breve {short}, media {medium}, lunga {long} tessere)</numerusform>
            <numerusform>{n} tessere di strada da START a FINISH (Parco Assistenza escluso): {length}, circa {minutes} min per {players} giocatori (indicazioni del regolamento: breve {short}, media {medium}, lunga {long} tessere)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="193"/>
        <source>a stage</source>
        <translation>una prova speciale</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/playability.py" line="199"/>
        <source>{n} road tile: shorter than the rulebook's short stage ({short} tiles for {players} players)</source>
        <comment>{n} road tiles: shorter than the rulebook's short stage ({short} tiles for {players} players)</comment>
        <translation>
            <numerusform>{n} tessera di strada: più breve della prova speciale breve del regolamento ({short} tessere per {players} giocatori)</numerusform>
            <numerusform>{n} tessere di strada: più breve della prova speciale breve del regolamento ({short} tessere per {players} giocatori)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="206"/>
        <source>{n} road tiles: longer than the rulebook's long stage ({long} tiles for {players} players)</source>
        <translation>{n} tessere di strada: più lunga della prova speciale lunga del regolamento ({long} tessere per {players} giocatori)</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="222"/>
        <source>{tile} is one car wide at {cells}: a car there blocks everyone behind it (blocking risk with many cars)</source>
        <translation>{tile} è larga un'auto in {cells}: un'auto lì blocca tutti quelli dietro (rischio di blocco con molte auto)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/playability.py" line="235"/>
        <source>{n} course tile: {low} low, {medium} medium, {high} high danger ({share}% high: crashes there draw the most damage)</source>
        <comment>{n} course tiles: {low} low, {medium} medium, {high} high danger ({share}% high: crashes there draw the most damage)</comment>
        <translation>
            <numerusform>{n} tessera del percorso: {low} di pericolo basso, {medium} medio, {high} alto ({share}% alto: un impatto lì causa più danni)</numerusform>
            <numerusform>{n} tessere del percorso: {low} di pericolo basso, {medium} medio, {high} alto ({share}% alto: un impatto lì causa più danni)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="258"/>
        <source>{n} tiles in a row without a speed limit (course tiles {first}-{last}, {tile} to {other}): cars reach top gear with nothing to brake for</source>
        <translation>{n} tessere di fila senza limite di velocità (tessere del percorso {first}-{last}, da {tile} a {other}): le auto arrivano alla marcia più alta senza niente per cui frenare</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="51"/>
        <source>{label} ({file}) could not be read: {problem}</source>
        <translation>impossibile leggere {label} ({file}): {problem}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/rallychecks.py" line="58"/>
        <source>{label} ({file}) has {n} error ({codes})</source>
        <comment>{label} ({file}) has {n} errors ({codes})</comment>
        <translation>
            <numerusform>{label} ({file}) ha {n} errore ({codes})</numerusform>
            <numerusform>{label} ({file}) ha {n} errori ({codes})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="66"/>
        <source>the plan has service after {label} but {file} has no service park (201) attached after its FINISH</source>
        <translation>il piano prevede assistenza dopo {label} ma {file} non ha il Parco Assistenza (201) attaccato dopo il suo FINISH</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="72"/>
        <source>{file} ends with the service park {tile} but the plan has no service after {label}</source>
        <translation>{file} finisce con il Parco Assistenza {tile} ma il piano non prevede assistenza dopo {label}</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="81"/>
        <source>the plan has service after the last stage {label}: it repairs nothing that is driven again</source>
        <translation>il piano prevede assistenza dopo l'ultima prova speciale {label}: non ripara nulla che si guidi ancora</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="86"/>
        <source>the rally has one stage; a rally is several stages (the rulebook's have three)</source>
        <translation>il rally ha una prova speciale; un rally è fatto di più prove speciali (quelle del regolamento ne hanno tre)</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="101"/>
        <source>one of the rulebook's plans</source>
        <translation>uno dei piani del regolamento</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="102"/>
        <source>nearest rulebook class by road tiles</source>
        <translation>la classe del regolamento più vicina per tessere di strada</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/rallychecks.py" line="104"/>
        <source>{n} stage, {tiles} road tiles ({classes}): {length}, about {minutes} min ({how}; short = 2 short stages, medium = 3 short or 2 long, long = 3 medium)</source>
        <comment>{n} stages, {tiles} road tiles ({classes}): {length}, about {minutes} min ({how}; short = 2 short stages, medium = 3 short or 2 long, long = 3 medium)</comment>
        <translation>
            <numerusform>{n} prova speciale, {tiles} tessere di strada ({classes}): {length}, circa {minutes} min ({how}; breve = 2 prove speciali brevi, medio = 3 brevi o 2 lunghe, lungo = 3 medie)</numerusform>
            <numerusform>{n} prove speciali, {tiles} tessere di strada ({classes}): {length}, circa {minutes} min ({how}; breve = 2 prove speciali brevi, medio = 3 brevi o 2 lunghe, lungo = 3 medie)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="50"/>
        <source>{tile} at {q},{r}{reason}</source>
        <translation>{tile} in {q},{r}{reason}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/structure.py" line="64"/>
        <source>tile {number} is used {n} time ({where}) but {held}</source>
        <comment>tile {number} is used {n} times ({where}) but {held}</comment>
        <translation>
            <numerusform>la tessera {number} è usata {n} volta ({where}) ma {held}</numerusform>
            <numerusform>la tessera {number} è usata {n} volte ({where}) ma {held}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="68"/>
        <source>{where}: both sides of tile {number} are used but {held} (a tile shows one side at a time)</source>
        <translation>{where}: sono usati entrambi i lati della tessera {number} ma {held} (una tessera mostra un lato alla volta)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/structure.py" line="72"/>
        <source>{side} is placed {n} time ({where}) but {held}</source>
        <comment>{side} is placed {n} times ({where}) but {held}</comment>
        <translation>
            <numerusform>{side} è posata {n} volta ({where}) ma {held}</numerusform>
            <numerusform>{side} è posata {n} volte ({where}) ma {held}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="86"/>
        <source>{n} tiles on hex {q},{r} ({tiles}); a hex holds one tile</source>
        <translation>{n} tessere sull'esagono {q},{r} ({tiles}); un esagono contiene una tessera</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="104"/>
        <source>{n} {word} tiles ({tiles}); a stage has one</source>
        <translation>{n} tessere {word} ({tiles}); una prova speciale ne ha una</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="108"/>
        <source>no {word} tile ({ids})</source>
        <translation>nessuna tessera {word} ({ids})</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="122"/>
        <source>no {word} tile ({ids}): the course leading to the FINISH begins at {tile}, facing empty hex {q},{r}</source>
        <translation>nessuna tessera {word} ({ids}): il percorso che porta al FINISH inizia a {tile}, di fronte all'esagono vuoto {q},{r}</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="125"/>
        <source>no {word} tile ({ids}): the course from the START ends at {tile}, facing empty hex {q},{r}</source>
        <translation>nessuna tessera {word} ({ids}): il percorso dallo START finisce a {tile}, di fronte all'esagono vuoto {q},{r}</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="144"/>
        <source>the lanes of {tile} ({lanes} lanes) do not line up with those of {other} ({other_lanes} lanes) where they meet ({side} side of {id})</source>
        <translation>le corsie di {tile} ({lanes} corsie) non si allineano con quelle di {other} ({other_lanes} corsie) dove si incontrano (lato {side} di {id})</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="192"/>
        <source>the road of {tile} (course tile {i}) meets the road of {other} (course tile {j}), which does not follow it on the course: the course is ambiguous there</source>
        <translation>la strada di {tile} (tessera {i} del percorso) incontra la strada di {other} (tessera {j} del percorso), che non la segue nel percorso: lì il percorso è ambiguo</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="202"/>
        <source>behind the START</source>
        <translation>dietro lo START</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="203"/>
        <source>after the FINISH</source>
        <translation>dopo il FINISH</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="203"/>
        <source>at the course</source>
        <translation>al percorso</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="207"/>
        <source>the service park {tile} is attached {at} ({other}); it belongs right after the FINISH</source>
        <translation>il Parco Assistenza {tile} è attaccato {at} ({other}); va subito dopo il FINISH</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="211"/>
        <source>{tile} joins the road {at} ({other}) but is not on the course: the road forks there</source>
        <translation>{tile} si unisce alla strada {at} ({other}) ma non è nel percorso: lì la strada si biforca</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="231"/>
        <source>{tile} is not on the course from START to FINISH and joins nothing on it</source>
        <translation>{tile} non è nel percorso da START a FINISH e non si unisce a nulla di esso</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="243"/>
        <source>the course leaves the START {tile} the way that leaves no cell behind its start line, so cars have nowhere to line up; turn the START round (or lead the course out of its other end)</source>
        <translation>il percorso esce dallo START {tile} dal verso che non lascia caselle dietro la linea di partenza, quindi le auto non hanno dove schierarsi; gira lo START (o fai uscire il percorso dall'altra estremità)</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="257"/>
        <source>no cell of the course lies past the finish line of {tile}: cars can never finish; turn the FINISH round</source>
        <translation>nessuna casella del percorso sta oltre la linea d'arrivo di {tile}: le auto non possono mai finire; gira il FINISH</translation>
    </message>
</context>
</TS>
