<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>pacenote</name>
    <message>
        <location filename="../../cli/__init__.py" line="71"/>
        <source>pacenote: error: {message}</source>
        <translation>pacenote : erreur : {message}</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="76"/>
        <source>Usage:</source>
        <translation>Utilisation :</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="76"/>
        <source>Show this message and exit.</source>
        <translation>Affiche ce message et quitte.</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="76"/>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="77"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="77"/>
        <source>Commands</source>
        <translation>Commandes</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="77"/>
        <source>[default: {}]</source>
        <translation>[par défaut : {}]</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="77"/>
        <source>[required]</source>
        <translation>[obligatoire]</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="78"/>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="174"/>
        <source>[default: off]</source>
        <translation>[par défaut : désactivé]</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="255"/>
        <source>Build, check, test-drive and export Rallyman: DIRT stages.</source>
        <translation>Construire, vérifier, essayer et exporter des spéciales de Rallyman: DIRT.</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="257"/>
        <source>Show the version and exit.</source>
        <translation>Affiche la version et quitte.</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="259"/>
        <source>Language of the output: en, es, it, pl, ru, fr or de (default: the locale's, LANG).</source>
        <translation>Langue de la sortie : en, es, it, pl, ru, fr ou de (par défaut : celle de la locale, LANG).</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="263"/>
        <source>Files named on the command line may come from this folder only: a symlink leading out of it is not read (default: the current folder).</source>
        <translation>Les fichiers nommés sur la ligne de commande ne peuvent venir que de ce dossier : un lien symbolique qui en sort n'est pas lu (par défaut : le dossier courant).</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="268"/>
        <source>Read named files through symlinks leading out of the --root folder.</source>
        <translation>Lire les fichiers nommés à travers des liens symboliques qui sortent du dossier --root.</translation>
    </message>
    <message>
        <location filename="../../cli/boxes.py" line="10"/>
        <source>The boxes you own: box names, comma-separated (dirt-core,dirt-110-percent; NAME:COUNT for several copies), or a count N: N copies of the box of each tileset the stage uses (rallies say their own). An unknown name is refused with the list of known ones.</source>
        <translation>Les boîtes que vous possédez : noms de boîte séparés par des virgules (dirt-core,dirt-110-percent ; NOM:NOMBRE pour plusieurs exemplaires), ou un nombre N : N exemplaires de la boîte de chaque jeu de tuiles qu'utilise la spéciale (les rallyes indiquent les leurs). Un nom inconnu est refusé avec la liste des noms connus.</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="32"/>
        <source>Convert a stage between pacenote (.stage.json), Rekee (.json) and .rgt.</source>
        <translation>Convertit une spéciale entre pacenote (.stage.json), Rekee (.json) et .rgt.</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="33"/>
        <source>Stage file to read (.stage.json, .json, .rgt).</source>
        <translation>Fichier de spéciale à lire (.stage.json, .json, .rgt).</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="34"/>
        <source>File to write.</source>
        <translation>Fichier à écrire.</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="36"/>
        <source>Output format. [default: from the output file name]</source>
        <translation>Format de sortie. [par défaut : d'après le nom du fichier de sortie]</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="38"/>
        <source>Allow overwriting the input file, or a read-only file.</source>
        <translation>Autorise l'écrasement du fichier d'entrée, ou d'un fichier en lecture seule.</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="42"/>
        <source>is the input file; use --force to overwrite it</source>
        <translation>c'est le fichier d'entrée ; utilisez --force pour l'écraser</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="47"/>
        <source>wrote {path} ({format}): {tiles}, {tokens}</source>
        <translation>écrit {path} ({format}) : {tiles}, {tokens}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/convert.py" line="49"/>
        <source>{n} token</source>
        <comment>{n} tokens</comment>
        <translation>
            <numerusform>{n} jeton</numerusform>
            <numerusform>{n} jetons</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="53"/>
        <source>; {source} was {how}</source>
        <translation> ; {source} était {how}</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="54"/>
        <source>; not representable: {what}</source>
        <translation> ; non représentable : {what}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="61"/>
        <source>[default: the file's option, else the GT ruleset's: on]</source>
        <translation>[par défaut : l'option du fichier, sinon celle des règles GT : on]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="62"/>
        <source>[default: the file's option, else the GT ruleset's: dry]</source>
        <translation>[par défaut : l'option du fichier, sinon celle des règles GT : dry]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="63"/>
        <source>[default: the file's option, else the GT ruleset's: bag]</source>
        <translation>[par défaut : l'option du fichier, sinon celle des règles GT : bag]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="64"/>
        <source>GT: a weather token drawn flips every dashboard (on), or is put back and another drawn (off). {default}</source>
        <translation>GT : un jeton météo tiré retourne chaque tableau de bord (on), ou est remis et un autre est tiré (off). {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="66"/>
        <source>GT: the weather at the start of the race (each car starts on the tyres that suit it). {default}</source>
        <translation>GT : la météo au départ de la course (chaque voiture part avec les pneus qui lui conviennent). {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="69"/>
        <source>GT: weather tokens drawn go back into the bag, or stay aside for the rest of the race. {default}</source>
        <translation>GT : les jetons météo tirés retournent dans le sac, ou restent à part jusqu'à la fin de la course. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="75"/>
        <source>[default: the rally file's option, else the ruleset's: off]</source>
        <translation>[par défaut : l'option du fichier de rallye, sinon celle des règles : désactivée]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="76"/>
        <source>[default: the rally file's option, else the ruleset's: on]</source>
        <translation>[par défaut : l'option du fichier de rallye, sinon celle des règles : activée]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="77"/>
        <source>[default: the rally file's option, else the ruleset's: once]</source>
        <translation>[par défaut : l'option du fichier de rallye, sinon celle des règles : once]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="78"/>
        <source>A circuit race (GT, or DIRT tiles round the RX 401): laps. [default: the circuit file's, else 1]</source>
        <translation>Une course sur circuit (GT, ou tuiles DIRT autour de la RX 401) : tours. [par défaut : ceux du fichier du circuit, sinon 1]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="80"/>
        <source>An RX circuit's joker branch: every car takes it once per race, or free (a road like any other). {default}</source>
        <translation>La branche joker d'un circuit RX : chaque voiture la prend une fois par course, ou libre (free : une route comme une autre). {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="86"/>
        <source>Extra -1 mud token(s) on a course tile, numbered from 1 as pacenote graph numbers them (TOKENS: 1 if left out). Repeatable. [default: none]</source>
        <translation>Jetons de boue -1 supplémentaires sur une tuile du parcours, numérotée à partir de 1 comme dans pacenote graph (TOKENS : 1 si omis). Répétable. [par défaut : aucun]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="101"/>
        <source>unknown driver {name}; choose from {names}</source>
        <translation>pilote inconnu {name} ; choisissez parmi {names}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="119"/>
        <source>{item} is not COURSE_TILE[=TOKENS] (COURSE_TILE 1 or more, as pacenote graph numbers the tiles; TOKENS 1 or more)</source>
        <translation>{item} n'est pas COURSE_TILE[=TOKENS] (COURSE_TILE 1 ou plus, comme pacenote graph numérote les tuiles ; TOKENS 1 ou plus)</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="127"/>
        <source>Test-drive a stage solo, race cars on it, or race a whole rally.

STAGE alone: time trials of one car; with --players N: N cars race on it; RALLY: the
cars race every stage. The report gives pace, risk, hot spots and, with several cars,
traffic and the play duration.</source>
        <translation>Essayer une spéciale en solo, y faire courir des voitures, ou courir tout un rallye.

STAGE seul : contre-la-montre d'une voiture sur la spéciale ; avec --players N : une course de N voitures dessus ; RALLY : les voitures courent chaque spéciale. Le rapport donne le rythme, le risque, les points chauds et, avec plusieurs voitures, le trafic et la durée de partie.</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="130"/>
        <source>Stage file (.stage.json, Rekee .json, .rgt) or rally file (.rally.json).</source>
        <translation>Fichier de spéciale (.stage.json, Rekee .json, .rgt) ou de rallye (.rally.json).</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="133"/>
        <source>Solo time trials, or races / rallies. [default: 1000 time trials, 200 races or rallies]</source>
        <translation>Contre-la-montre en solo, ou courses / rallyes. [par défaut : 1000 contre-la-montre, 200 courses ou rallyes]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="137"/>
        <source>Cars in the race. [default: 1 for a stage (a solo time trial); for a rally the rally file's players, else 4]</source>
        <translation>Voitures dans la course. [par défaut : 1 pour une spéciale (un contre-la-montre en solo) ; pour un rallye les joueurs du fichier de rallye, sinon 4]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="141"/>
        <source>Advanced rule: 5-second penalty tokens to change the next start order. {default}</source>
        <translation>Règle avancée : jetons de pénalité de 5 secondes pour changer le prochain ordre de départ. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="143"/>
        <source>Seed: same seed, same report.</source>
        <translation>Graine : même graine, même rapport.</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="145"/>
        <source>One of: {names}.</source>
        <translation>L'un de : {names}.</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="147"/>
        <source>Print the report as JSON.</source>
        <translation>Affiche le rapport en JSON.</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="149"/>
        <source>Also print one run turn by turn (run 0, or --trace-run).</source>
        <translation>Affiche aussi une manche tour de jeu par tour de jeu (la 0, ou --trace-run).</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="152"/>
        <source>Which run to trace (implies --trace). [default: 0 with --trace]</source>
        <translation>Quelle manche suivre (implique --trace). [par défaut : 0 avec --trace]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="154"/>
        <source>Worker processes (same report).</source>
        <translation>Processus de travail (même rapport).</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="156"/>
        <source>A ruleset JSON file instead of the shipped DIRT one. [default: the shipped DIRT ruleset]</source>
        <translation>Un fichier JSON de règles à la place de celui de DIRT fourni. [par défaut : les règles DIRT fournies]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="160"/>
        <source>Advanced rule: gear 2 straight from 0. {default}</source>
        <translation>Règle avancée : vitesse 2 directement depuis 0. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="164"/>
        <source>Advanced rule: brake dice as gas in top gear. {default}</source>
        <translation>Règle avancée : dés de freinage comme gaz à la vitesse maximale. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="167"/>
        <source>Advanced rule: SISU token once per stage/rally, or off. {default}</source>
        <translation>Règle avancée : jeton SISU une fois par spéciale/rallye, ou désactivé. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="171"/>
        <source>Solo driver leads every round on gravel (leader dice); off = single stage without leader dice. {default}</source>
        <translation>Le pilote seul mène chaque manche sur terre (dés de leader) ; désactivé = spéciale unique sans dés de leader. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="199"/>
        <source>only for a circuit, not a rally</source>
        <translation>seulement pour un circuit, pas pour un rallye</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="210"/>
        <source>only for a GT circuit or a rally of GT circuits</source>
        <translation>seulement pour un circuit GT ou un rallye de circuits GT</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="238"/>
        <source>{cars} players, and a test drive races 1 to {most} cars: pass --players 1 to {most}</source>
        <translation>{cars} joueurs, et un essai fait une course de 1 à {most} voitures : passez --players de 1 à {most}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="260"/>
        <source>only for a circuit (a course round a start-finish piece: GT 102 or RX 401)</source>
        <translation>seulement pour un circuit (un parcours autour d'une pièce départ-arrivée : GT 102 ou RX 401)</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="296"/>
        <source>cannot drive: {reason}</source>
        <translation>impossible de rouler : {reason}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="314"/>
        <source>Run {run} turn by turn</source>
        <translation>Manche {run} tour de jeu par tour de jeu</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="315"/>
        <source>(seed {seed}, {driver})</source>
        <translation>(graine {seed}, {driver})</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="368"/>
        <source>Run {run} round by round</source>
        <translation>Manche {run} tour de jeu par tour de jeu</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="21"/>
        <source>GT rules</source>
        <translation>règles GT</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="22"/>
        <source>DIRT rules: pacenote's reading, no DIRT rulebook covers circuits</source>
        <translation>règles DIRT : la lecture de pacenote, aucun livret de règles DIRT ne traite des circuits</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="23"/>
        <source>the GT book's "Build your own track": a short race of 15 pieces x 1 lap takes 30 min for 4 players</source>
        <translation>« Construisez votre circuit » du livret GT : une course courte de 15 tuiles x 1 tour dure 30 min pour 4 joueurs</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="27"/>
        <source>driver</source>
        <comment>race table column</comment>
        <translation>pilote</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="27"/>
        <source>place</source>
        <comment>race table column</comment>
        <translation>place</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="28"/>
        <source>wins</source>
        <comment>race table column</comment>
        <translation>victoires</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="28"/>
        <source>laps led</source>
        <comment>race table column</comment>
        <translation>tours en tête</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="29"/>
        <source>rounds led</source>
        <comment>race table column</comment>
        <translation>tours menés</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="29"/>
        <source>pit stops</source>
        <comment>race table column</comment>
        <translation>arrêts au stand</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="30"/>
        <source>losses of control</source>
        <comment>race table column</comment>
        <translation>pertes de contrôle</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="31"/>
        <source>overtakes</source>
        <comment>race table column</comment>
        <translation>dépassements</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="31"/>
        <source>blocked</source>
        <comment>race table column</comment>
        <translation>bloqué</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="32"/>
        <source>mean</source>
        <comment>race table column</comment>
        <translation>moyenne</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="33"/>
        <source>sd</source>
        <comment>race table column</comment>
        <translation>é.-t.</translation>
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
        <translation>dépassements</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="36"/>
        <source>crashes</source>
        <comment>race table column</comment>
        <translation>sorties de route</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="37"/>
        <source>retired</source>
        <comment>race table column</comment>
        <translation>abandon</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="38"/>
        <source>stage</source>
        <comment>race table column</comment>
        <translation>spéciale</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="38"/>
        <source>cell</source>
        <comment>race table column</comment>
        <translation>case</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="39"/>
        <source>tile</source>
        <comment>race table column</comment>
        <translation>tuile</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="40"/>
        <source>traffic</source>
        <comment>race table column</comment>
        <translation>trafic</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="53"/>
        <source>{races} of {cars} over {laps} ({rules}), driver {driver}, seed {seed}</source>
        <translation>{races} de {cars} sur {laps} ({rules}), pilote {driver}, graine {seed}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="55"/>
        <source>{n} car</source>
        <comment>{n} cars</comment>
        <translation>
            <numerusform>{n} voiture</numerusform>
            <numerusform>{n} voitures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="56"/>
        <source>{n} lap</source>
        <comment>{n} laps</comment>
        <translation>
            <numerusform>{n} tour</numerusform>
            <numerusform>{n} tours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="58"/>
        <source>race length</source>
        <translation>longueur de la course</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="58"/>
        <source>{rounds} rounds, {turns} car-turns per race</source>
        <translation>{rounds} tours de jeu, {turns} tours-voiture par course</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="61"/>
        <source>play duration</source>
        <translation>durée de partie</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="61"/>
        <source>about {minutes} min at the table for {players}, simulated; the book's guidance: about {book} min for {book_players} players ({pieces}, {laps}), from {guidance}</source>
        <translation>environ {minutes} min à table pour {players}, simulé ; l'indication du livret : environ {book} min pour {book_players} joueurs ({pieces}, {laps}), d'après {guidance}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="66"/>
        <source>{n} piece</source>
        <comment>{n} pieces</comment>
        <translation>
            <numerusform>{n} tuile</numerusform>
            <numerusform>{n} tuiles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="68"/>
        <source>traffic</source>
        <translation>trafic</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="68"/>
        <source>{overtakes} overtakes, {blocked} turns blocked by cars per race</source>
        <translation>{overtakes} dépassements, {blocked} tours de jeu bloqués par des voitures par course</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="72"/>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="72"/>
        <source>every car takes the joker branch once per race</source>
        <translation>chaque voiture prend la branche joker une fois par course</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="73"/>
        <source>the joker branch is a road like any other (rules option joker: free)</source>
        <translation>la branche joker est une route comme une autre (option de règles joker : free)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="77"/>
        <source>Per driver, per race (grid drawn at random: the first drawn on pole)</source>
        <translation>Par pilote, par course (grille tirée au sort : le premier tiré en pole)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="97"/>
        <source>{n} player</source>
        <comment>{n} players</comment>
        <translation>
            <numerusform>{n} joueur</numerusform>
            <numerusform>{n} joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="98"/>
        <source>{n} rally</source>
        <comment>{n} rallies</comment>
        <translation>
            <numerusform>{n} rallye</numerusform>
            <numerusform>{n} rallyes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="99"/>
        <source>{n} race</source>
        <comment>{n} races</comment>
        <translation>
            <numerusform>{n} course</numerusform>
            <numerusform>{n} courses</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="100"/>
        <source>{runs} of {cars}, driver {driver}, seed {seed}; {stages}</source>
        <translation>{runs} de {cars}, pilote {driver}, graine {seed} ; {stages}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="103"/>
        <source>stage {names}</source>
        <comment>stages {names}</comment>
        <translation>
            <numerusform>spéciale {names}</numerusform>
            <numerusform>spéciales {names}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="106"/>
        <source>about {minutes} min at the table for {players}, simulated ({turns} car-turns, {rounds} rounds)</source>
        <translation>environ {minutes} min à table pour {players}, simulé ({turns} tours-voiture, {rounds} tours de jeu)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="111"/>
        <source>rulebook</source>
        <translation>règles</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="111"/>
        <source>playing time about {minutes} min for these stages and {players}: the simulation is {note}</source>
        <translation>temps de jeu d'environ {minutes} min pour ces spéciales et {players} : la simulation est {note}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="115"/>
        <source>mean {time} per driver</source>
        <translation>moyenne {time} par pilote</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="117"/>
        <source>{overtakes} overtakes, {blocked} turns blocked by cars {per}</source>
        <translation>{overtakes} dépassements, {blocked} tours de jeu bloqués par des voitures {per}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="120"/>
        <source>retirements</source>
        <translation>abandons</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="123"/>
        <source>service</source>
        <translation>assistance</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="123"/>
        <source>{repairs} repaired per car</source>
        <translation>{repairs} réparé par voiture</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="124"/>
        <source>after {stage}: {kinds}</source>
        <translation>après {stage} : {kinds}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="129"/>
        <source>Per driver (first start order drawn at random)</source>
        <translation>Par pilote (premier ordre de départ tiré au sort)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="141"/>
        <source>{times} and {damage} (tokens {per})</source>
        <translation>{times} et {damage} (jetons {per})</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="146"/>
        <source>damage carried</source>
        <comment>race table column</comment>
        <translation>dégâts gardés</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="154"/>
        <source>Congestion hot spots (blocked by cars, or plan changed by traffic)</source>
        <translation>Points de congestion (bloqués par des voitures, ou plan changé par le trafic)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="166"/>
        <source>lap time</source>
        <translation>temps au tour</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="167"/>
        <source>one lap of a circuit on the DIRT rules: pacenote's reading, no DIRT rulebook covers circuits</source>
        <translation>un tour d'un circuit aux règles DIRT : la lecture de pacenote, aucun livret de règles DIRT ne traite des circuits</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="173"/>
        <source>focus tokens</source>
        <translation>jetons de concentration</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="174"/>
        <source>spin (0)</source>
        <translation>tête-à-queue (0)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="174"/>
        <source>off track (00)</source>
        <translation>sortie de piste (00)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="177"/>
        <source>cell</source>
        <comment>drive table column</comment>
        <translation>case</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="177"/>
        <source>tile</source>
        <comment>drive table column</comment>
        <translation>tuile</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="178"/>
        <source>hex</source>
        <comment>drive table column</comment>
        <translation>hex</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="178"/>
        <source>losses</source>
        <comment>drive table column</comment>
        <translation>pertes</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="179"/>
        <source>per run</source>
        <comment>drive table column</comment>
        <translation>par essai</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="179"/>
        <source>crashes</source>
        <comment>drive table column</comment>
        <translation>sorties de route</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="181"/>
        <source>gravel</source>
        <comment>dashboard column</comment>
        <translation>terre</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="181"/>
        <source>gravel_leader</source>
        <comment>dashboard column</comment>
        <translation>terre (dés de leader)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="182"/>
        <source>asphalt</source>
        <comment>dashboard column</comment>
        <translation>asphalte</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="182"/>
        <source>snow</source>
        <comment>dashboard column</comment>
        <translation>neige</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="195"/>
        <source>runs</source>
        <translation>essais</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="220"/>
        <source>{runs} solo runs, driver {driver}, seed {seed}</source>
        <translation>{runs} essais en solo, pilote {driver}, graine {seed}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="222"/>
        <source> (GT solo time trial: one lap, gear-token times)</source>
        <translation> (contre-la-montre GT en solo : un tour, temps des jetons de vitesse)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="225"/>
        <source> (exact)</source>
        <translation> (exact)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="226"/>
        <source>{n} per run</source>
        <translation>{n} par essai</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="228"/>
        <source>finished</source>
        <translation>terminés</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="228"/>
        <source>{finished}/{runs} runs</source>
        <translation>{finished}/{runs} essais</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="230"/>
        <source>retired {n}</source>
        <translation>abandons {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="231"/>
        <source>stuck {n}</source>
        <translation>bloqués {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="234"/>
        <source>mean {time}</source>
        <translation>moyenne {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="236"/>
        <source>runs {time}</source>
        <translation>essais {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="240"/>
        <source>stage time</source>
        <translation>temps de la spéciale</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="240"/>
        <source>(runs)</source>
        <translation>(essais)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="242"/>
        <source>(expert's expected time)</source>
        <translation>(temps attendu de l'expert)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="243"/>
        <source>turns</source>
        <translation>tours de jeu</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="244"/>
        <source>in the runs: </source>
        <translation>dans les essais : </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="245"/>
        <source>losses of control</source>
        <translation>pertes de contrôle</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="247"/>
        <source>damage drawn</source>
        <translation>dégâts tirés</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="250"/>
        <source>shortcuts</source>
        <translation>raccourcis</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="250"/>
        <source>{entries} entries in {runs} runs</source>
        <translation>{entries} entrées en {runs} essais</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="256"/>
        <source>per run (exact)</source>
        <translation>par essai (exact)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="257"/>
        <source>damage</source>
        <translation>dégâts</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="258"/>
        <source>shortcuts {entries} entries, {share} of runs</source>
        <translation>raccourcis {entries} entrées, {share} des essais</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="260"/>
        <source>seconds tokens</source>
        <translation>jetons secondes</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="261"/>
        <source>{n} left per run on average</source>
        <translation>{n} restants par essai en moyenne</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="264"/>
        <source>dashboard</source>
        <translation>tableau de bord</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="264"/>
        <source>{columns} column: DEFAULT values, not printed in the rulebook (a --ruleset file overrides them)</source>
        <comment>{columns} columns: DEFAULT values, not printed in the rulebook (a --ruleset file overrides them)</comment>
        <translation>
            <numerusform>colonne {columns} : valeurs PAR DÉFAUT, non imprimées dans la règle (un fichier --ruleset les remplace)</numerusform>
            <numerusform>colonnes {columns} : valeurs PAR DÉFAUT, non imprimées dans la règle (un fichier --ruleset les remplace)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="268"/>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="270"/>
        <source>blocked turns</source>
        <translation>tours bloqués</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="270"/>
        <source>{n} (no die could enter a cell ahead)</source>
        <translation>{n} (aucun dé ne pouvait entrer dans une case devant)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="272"/>
        <source>spare wheel / SISU</source>
        <translation>roue de secours / SISU</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="272"/>
        <source>{spare} / {sisu} runs</source>
        <translation>{spare} / {sisu} essais</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="275"/>
        <source>Lap time distribution</source>
        <translation>Distribution des temps au tour</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="276"/>
        <source>Stage time distribution</source>
        <translation>Distribution des temps de la spéciale</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="278"/>
        <source>Hot spots (losses of control by cell)</source>
        <translation>Points chauds (pertes de contrôle par case)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="279"/>
        <source>Hot spots (per run: exact)</source>
        <translation>Points chauds (par essai : exact)</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="17"/>
        <source>Open the desktop editor (PySide6): a stage, or a rally with a tab per stage.</source>
        <translation>Ouvre l'éditeur (PySide6) : une spéciale, ou un rallye avec un onglet par spéciale.</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="20"/>
        <source>Stage or rally file to open (.stage.json, .rally.json, Rekee .json, .rgt). [default: none: the start page]</source>
        <translation>Fichier de spéciale ou de rallye à ouvrir (.stage.json, .rally.json, Rekee .json, .rgt). [par défaut : aucun : la page d'accueil]</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="24"/>
        <source>Render the editor window offscreen to this PNG file and exit. [default: none: open the window]</source>
        <translation>Rend la fenêtre de l'éditeur hors écran dans ce fichier PNG et quitte. [par défaut : aucun : ouvre la fenêtre]</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="28"/>
        <source>With --screenshot: test-drive the stage first (heat map and figures). [default: no test drive]</source>
        <translation>Avec --screenshot : essayer d'abord la spéciale (carte de chaleur et chiffres). [par défaut : pas d'essai]</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="31"/>
        <source>With --drive: the AI driver.</source>
        <translation>Avec --drive : le pilote IA.</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="33"/>
        <source>With --drive: the seed.</source>
        <translation>Avec --drive : la graine.</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="36"/>
        <source>With --screenshot: select the first finding with this code. [default: none]</source>
        <translation>Avec --screenshot : sélectionner la première remarque portant ce code. [par défaut : aucune]</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="39"/>
        <source>With --screenshot: replace a read-only output file.</source>
        <translation>Avec --screenshot : remplace un fichier de sortie en lecture seule.</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="42"/>
        <source>pacenote edit (the desktop editor)</source>
        <translation>pacenote edit (l'éditeur de bureau)</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="49"/>
        <source>only with --screenshot</source>
        <translation>seulement avec --screenshot</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="57"/>
        <source>cannot write {what}: the screenshot is a PNG: use .png</source>
        <translation>impossible d'écrire {what} : la capture est un PNG : utilisez .png</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="65"/>
        <source>wrote {path}</source>
        <translation>écrit {path}</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="68"/>
        <source>no display (DISPLAY and WAYLAND_DISPLAY are unset); use --screenshot OUT.png to render the editor offscreen</source>
        <translation>pas d'écran (DISPLAY et WAYLAND_DISPLAY ne sont pas définies) ; utilisez --screenshot OUT.png pour dessiner l'éditeur hors écran</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="25"/>
        <source>Export a stage's build guide, a rally booklet, or a rally director's bundle.

A stage: its print-ready build guide. A rally: a booklet (cover, one build guide per
stage, the rally sheet), or with -o DIR/ the bundle a rally director prints or shares.</source>
        <translation>Exporte le guide de montage d'une spéciale, un livret de rallye ou le paquet d'un directeur de course.

Une spéciale : son guide de montage prêt à imprimer. Un rallye : un livret (couverture, un guide de montage par spéciale, la feuille de rallye), ou avec -o DIR/ le paquet qu'un directeur de course imprime ou partage.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="31"/>
        <source>File to write: .pdf (every page), .svg or .png (one page); or a folder (DIR/) for the whole bundle: booklet, stage files, pictures, pick list, index.html.</source>
        <translation>Fichier à écrire : .pdf (toutes les pages), .svg ou .png (une page) ; ou un dossier (DIR/) pour tout le paquet : livret, fichiers de spéciale, images, liste des tuiles, index.html.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="36"/>
        <source>Print each stage's par time: the expert driver runs it RUNS times. [default: no par time]</source>
        <translation>Imprime le temps de référence de chaque spéciale : le pilote expert la court RUNS fois. [par défaut : pas de temps de référence]</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="40"/>
        <source>Players: rally sheet columns and playing time. [default: the rally file's players, else {columns} columns and times for 4]</source>
        <translation>Joueurs : colonnes de la feuille de rallye et temps de jeu. [par défaut : les joueurs du fichier de rallye, sinon {columns} colonnes et temps pour 4]</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="45"/>
        <source>Deprecated: the old name of --players.</source>
        <translation>Obsolète : l'ancien nom de --players.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="46"/>
        <source>Seed of the par-time runs.</source>
        <translation>Graine des manches du temps de référence.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="48"/>
        <source>Replace a read-only output file.</source>
        <translation>Remplace un fichier de sortie en lecture seule.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="57"/>
        <source>pacenote: warning: --drivers is deprecated: use --players (the same number)</source>
        <translation>pacenote : avertissement : --drivers est obsolète : utilisez --players (le même nombre)</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="60"/>
        <source>--players {players} and --drivers {drivers} disagree</source>
        <translation>--players {players} et --drivers {drivers} ne concordent pas</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="74"/>
        <source>pacenote: warning: {warning}</source>
        <translation>pacenote : avertissement : {warning}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="77"/>
        <source>wrote {path}: {n} page</source>
        <comment>wrote {path}: {n} pages</comment>
        <translation>
            <numerusform>écrit {path} : {n} page</numerusform>
            <numerusform>écrit {path} : {n} pages</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="94"/>
        <source>wrote {path}/: {files} files ({pages}-page PDF, {stages}, index.html)</source>
        <translation>écrit {path}/ : {files} fichiers (PDF de {pages} pages, {stages}, index.html)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="97"/>
        <source>{n} stage</source>
        <comment>{n} stages</comment>
        <translation>
            <numerusform>{n} spéciale</numerusform>
            <numerusform>{n} spéciales</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="21"/>
        <source>Generate a stage (DIRT), a circuit (GT) or a rally that meets a brief.

Every stage written validates with 0 errors and 0 warnings and drives to the finish;
the report says, point by point, the target and what was achieved. A brief that
cannot be met is one line naming the point and the nearest achievable value (exit 1).</source>
        <translation>Génère une spéciale (DIRT), un circuit (GT) ou un rallye qui répond à un cahier des charges.

Chaque spéciale écrite se valide avec 0 erreur et 0 avertissement et se court jusqu'à l'arrivée ; le rapport donne, point par point, la cible et ce qui a été obtenu. Un cahier des charges impossible tient en une ligne nommant le point et la valeur atteignable la plus proche (code de sortie 1).</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="23"/>
        <source>File to write: a stage (*.stage.json), or with --rally a rally (*.rally.json) with its stage files beside it. With --count K the other candidates go to NAME-2.stage.json, ...</source>
        <translation>Fichier à écrire : une spéciale (*.stage.json), ou avec --rally un rallye (*.rally.json) avec ses fichiers de spéciale à côté. Avec --count K les autres candidats vont dans NAME-2.stage.json, ...</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="27"/>
        <source>Boxes owned, e.g. dirt-core or dirt-core:2,dirt-rx (gt-core: a GT circuit).</source>
        <translation>Boîtes possédées, p. ex. dirt-core ou dirt-core:2,dirt-rx (gt-core : un circuit GT).</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="30"/>
        <source>Length class by the rulebook: short, medium or long. [default: medium unless --tiles]</source>
        <translation>Classe de longueur des règles : short, medium ou long. [par défaut : medium sauf avec --tiles]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="33"/>
        <source>Road tiles START to FINISH (instead of --class). [default: by --class]</source>
        <translation>Tuiles de route de START à FINISH (à la place de --class). [par défaut : selon --class]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="35"/>
        <source>easy, medium or hard: the expert's par and losses of control per tile (the generate guide in the docs). [default: medium unless --par]</source>
        <translation>easy, medium ou hard : le temps de référence de l'expert et ses pertes de contrôle par tuile (le guide de generate dans la documentation). [par défaut : medium sauf avec --par]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="38"/>
        <source>The expert's par time wanted, M:SS (within 10 s). [default: by --difficulty]</source>
        <translation>Le temps de référence de l'expert voulu, M:SS (à 10 s près). [par défaut : selon --difficulty]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="41"/>
        <source>Features wanted: jumps,fords,shortcuts,slides. [default: none]</source>
        <translation>Éléments voulus (sauts, gués, raccourcis, dérapages) : jumps,fords,shortcuts,slides. [par défaut : aucun]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="43"/>
        <source>Features banned. [default: none]</source>
        <translation>Éléments interdits. [par défaut : aucun]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="45"/>
        <source>Terrain mix of the road tiles, where the boxes allow: gravel,asphalt,snow (equal shares) or gravel:60,asphalt:40 (shares; within 15 % of the tiles). [default: any terrain]</source>
        <translation>Mélange de revêtements des tuiles de route, si les boîtes le permettent : gravel,asphalt,snow (parts égales) ou gravel:60,asphalt:40 (parts ; à 15 % des tuiles près). [par défaut : tout revêtement]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="49"/>
        <source>Players (playing time; one-car rows count against from 5).</source>
        <translation>Joueurs (temps de jeu ; les rangées d'une voiture comptent contre à partir de 5).</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="51"/>
        <source>Table size WIDTHxDEPTH in cm, e.g. 120x80: the laid stage must fit. [default: any size]</source>
        <translation>Taille de la table LARGEURxPROFONDEUR en cm, p. ex. 120x80 : la spéciale posée doit tenir. [par défaut : toute taille]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="53"/>
        <source>Same seed, same stages.</source>
        <translation>Même graine, mêmes spéciales.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="55"/>
        <source>Distinct candidates to write, ranked by how well they meet the brief.</source>
        <translation>Candidats distincts à écrire, classés selon leur respect du cahier des charges.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="57"/>
        <source>Seconds the search may take (a rally: per stage). [default: 30]</source>
        <translation>Secondes que peut prendre la recherche (un rallye : par spéciale). [par défaut : 30]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="59"/>
        <source>No service park after the FINISH.</source>
        <translation>Pas de parc d'assistance après le FINISH.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="61"/>
        <source>Stage or rally name. [default: "Generated stage (seed N)"]</source>
        <translation>Nom de la spéciale ou du rallye. [par défaut : "Generated stage (seed N)"]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="62"/>
        <source>Make a whole rally.</source>
        <translation>Créer un rallye entier.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="64"/>
        <source>Rally: number of stages.</source>
        <translation>Rallye : nombre de spéciales.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="66"/>
        <source>Rally: service after these stages, e.g. after:1,2 (default: after each stage but the last).</source>
        <translation>Rallye : assistance après ces spéciales, p. ex. after:1,2 (par défaut : après chaque spéciale sauf la dernière).</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="69"/>
        <source>Rally: simulated play duration wanted (within 15 %). [default: the rulebook's playing time of the stages]</source>
        <translation>Rallye : durée de partie simulée voulue (à 15 % près). [par défaut : le temps de jeu des spéciales selon les règles]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="72"/>
        <source>GT circuit: laps of the race. [default: by the GT class guidelines]</source>
        <translation>Circuit GT : tours de la course. [par défaut : selon les repères de classe GT]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="74"/>
        <source>Also write the rally director's bundle of what was generated into this folder (booklet, stage files, pictures, pick list, index.html), as pacenote export -o DIR/ does. [default: no bundle]</source>
        <translation>Écrit aussi dans ce dossier le paquet du directeur de course de ce qui a été généré (livret, fichiers de spéciale, images, liste des tuiles, index.html), comme pacenote export -o DIR/. [par défaut : pas de paquet]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="97"/>
        <source>give --class or --tiles, not both</source>
        <translation>donnez --class ou --tiles, pas les deux</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="115"/>
        <source>--rally: a GT race is one circuit (give DIRT boxes for a rally)</source>
        <translation>--rally : une course GT est un seul circuit (donnez des boîtes DIRT pour un rallye)</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="132"/>
        <source>pacenote: cannot meet the brief: {problem}</source>
        <translation>pacenote : impossible de respecter la demande : {problem}</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="155"/>
        <source>, score {score}</source>
        <translation>, score {score}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="157"/>
        <source>only {n} distinct candidate within the budget ({seconds} s)</source>
        <comment>only {n} distinct candidates within the budget ({seconds} s)</comment>
        <translation>
            <numerusform>seulement {n} candidat distinct dans le budget ({seconds} s)</numerusform>
            <numerusform>seulement {n} candidats distincts dans le budget ({seconds} s)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="163"/>
        <source>skipped (no tileset models them yet): tiles {tiles}</source>
        <translation>ignorées (aucun jeu de tuiles ne les modélise encore) : tuiles {tiles}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="165"/>
        <source>{n} exact drive</source>
        <comment>{n} exact drives</comment>
        <translation>
            <numerusform>{n} parcours exact</numerusform>
            <numerusform>{n} parcours exacts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="166"/>
        <source>searched {seconds} s, {drives}, {n} finalist refused by the validators</source>
        <comment>searched {seconds} s, {drives}, {n} finalists refused by the validators</comment>
        <translation>
            <numerusform>recherche de {seconds} s, {drives}, {n} finaliste refusé par les validateurs</numerusform>
            <numerusform>recherche de {seconds} s, {drives}, {n} finalistes refusés par les validateurs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="177"/>
        <source>{losses} losses/run, </source>
        <translation>{losses} pertes/parcours, </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="178"/>
        <source>{label}: {n} tile, par {par}, {risk}{footprint}</source>
        <comment>{label}: {n} tiles, par {par}, {risk}{footprint}</comment>
        <translation>
            <numerusform>{label} : {n} tuile, par {par}, {risk}{footprint}</numerusform>
            <numerusform>{label} : {n} tuiles, par {par}, {risk}{footprint}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="203"/>
        <source>{label}: {n} piece x {laps}, {race_class}, {footprint} (turned {angle}°)</source>
        <comment>{label}: {n} pieces x {laps}, {race_class}, {footprint} (turned {angle}°)</comment>
        <translation>
            <numerusform>{label} : {n} pièce x {laps}, {race_class}, {footprint} (tourné de {angle}°)</numerusform>
            <numerusform>{label} : {n} pièces x {laps}, {race_class}, {footprint} (tourné de {angle}°)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="215"/>
        <source>{point} the GT race engine is not there yet: no par for a circuit (--difficulty and --par do not apply)</source>
        <translation>{point} le moteur de course GT n'existe pas encore : pas de par pour un circuit (--difficulty et --par ne s'appliquent pas)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="218"/>
        <source>searched {seconds} s, {n} piece list tried</source>
        <comment>searched {seconds} s, {n} piece lists tried</comment>
        <translation>
            <numerusform>recherche de {seconds} s, {n} liste de pièces essayée</numerusform>
            <numerusform>recherche de {seconds} s, {n} listes de pièces essayées</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="242"/>
        <source>--rally writes a rally file: -o NAME.rally.json</source>
        <translation>--rally écrit un fichier de rallye : -o NOM.rally.json</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="257"/>
        <source>, service after</source>
        <translation>, assistance ensuite</translation>
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
            <numerusform>écrit {path} : {n} spéciale, assistance après {after}</numerusform>
            <numerusform>écrit {path} : {n} spéciales, assistance après {after}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="270"/>
        <source>none</source>
        <comment>service after</comment>
        <translation>aucune</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="271"/>
        <source>{n} round</source>
        <comment>{n} rounds</comment>
        <translation>
            <numerusform>{n} tour de jeu</numerusform>
            <numerusform>{n} tours de jeu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="272"/>
        <source>{minutes} min simulated, {n} player ({rounds})</source>
        <comment>{minutes} min simulated, {n} players ({rounds})</comment>
        <translation>
            <numerusform>{minutes} min simulées, {n} joueur ({rounds})</numerusform>
            <numerusform>{minutes} min simulées, {n} joueurs ({rounds})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="53"/>
        <source>Show the course (tiles in driving order) and its cell graph.</source>
        <translation>Affiche le parcours (tuiles dans l'ordre de conduite) et son graphe de cases.</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="55"/>
        <source>Stage file (.stage.json, Rekee .json, .rgt).</source>
        <translation>Fichier de spéciale (.stage.json, Rekee .json, .rgt).</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="56"/>
        <source>Print machine-readable JSON.</source>
        <translation>Affiche du JSON lisible par une machine.</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="73"/>
        <source>{name}: course in driving order</source>
        <translation>{name} : parcours dans l'ordre de conduite</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="82"/>
        <source>reversed</source>
        <translation>inversée</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="82"/>
        <source>as printed</source>
        <translation>comme imprimée</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="85"/>
        <source>cells: {cells}  graph nodes: {nodes}  edges: {edges}</source>
        <translation>cases : {cells}  nœuds du graphe : {nodes}  arêtes : {edges}</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="88"/>
        <source>fewest dice from start to finish: {n} (with jumps {jumps})</source>
        <translation>le moins de dés du départ à l'arrivée : {n} (avec les sauts {jumps})</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="90"/>
        <source>fewest dice from start to finish: the finish cannot be reached</source>
        <translation>le moins de dés du départ à l'arrivée : l'arrivée ne peut pas être atteinte</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="94"/>
        <source>not one clean chain from START to FINISH</source>
        <translation>pas une chaîne propre de START à FINISH</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="95"/>
        <source>(run `pacenote validate` for details)</source>
        <translation>(lancez `pacenote validate` pour les détails)</translation>
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
        <translation>tuile</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="99"/>
        <source>hex</source>
        <comment>graph table column</comment>
        <translation>hex</translation>
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
        <translation>entre</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="100"/>
        <source>leaves</source>
        <comment>graph table column</comment>
        <translation>sort</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="101"/>
        <source>direction</source>
        <comment>graph table column</comment>
        <translation>sens</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="101"/>
        <source>cells</source>
        <comment>graph table column</comment>
        <translation>cases</translation>
    </message>
    <message>
        <location filename="../../cli/inputs.py" line="65"/>
        <source>a symlink leading outside the current folder: not read (pass --follow-symlinks to read it, or --root to name the folder files may come from)</source>
        <translation>un lien symbolique qui sort du dossier courant : non lu (passez --follow-symlinks pour le lire, ou --root pour nommer le dossier d'où peuvent venir les fichiers)</translation>
    </message>
    <message>
        <location filename="../../cli/inputs.py" line="68"/>
        <source>a symlink leading outside the --root folder: not read (pass --follow-symlinks to read it, or --root to name the folder files may come from)</source>
        <translation>un lien symbolique qui sort du dossier de --root : non lu (passez --follow-symlinks pour le lire, ou --root pour nommer le dossier d'où peuvent venir les fichiers)</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="20"/>
        <source>Arrange a tile list into a stage: a chain, or a GT circuit.

A DIRT list becomes one clean chain START → … → FINISH (+ service park); a GT list with
102 becomes a closed circuit (+ pit stop beside it).</source>
        <translation>Dispose une liste de tuiles en spéciale : une chaîne, ou un circuit GT.

Une liste DIRT devient une chaîne propre START → … → FINISH (+ parc d'assistance) ; une liste GT avec 102 devient un circuit fermé (+ arrêt au stand à côté).</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="22"/>
        <source>Tile sides, e.g. 202a 205b 210a ... or "1 x 202a" entries as the rulebook prints them.</source>
        <translation>Faces de tuile, p. ex. 202a 205b 210a ... ou des entrées "1 x 202a" comme les règles les impriment.</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="24"/>
        <source>Stage file to write.</source>
        <translation>Fichier de spéciale à écrire.</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="25"/>
        <source>Stage name. [default: none]</source>
        <translation>Nom de la spéciale. [par défaut : aucun]</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="26"/>
        <source>Try another arrangement.</source>
        <translation>Essayer une autre disposition.</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="30"/>
        <source>GT circuit: laps of the race. [default: not written in the file]</source>
        <translation>Circuit GT : tours de la course. [par défaut : non écrits dans le fichier]</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="35"/>
        <source>Time to search for the most compact layout; then the best found so far is kept (it says how far it came).</source>
        <translation>Temps pour chercher la disposition la plus compacte ; ensuite la meilleure trouvée est gardée (il dit jusqu'où il est allé).</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="57"/>
        <source>only for a GT circuit (a list with the start-finish piece 102)</source>
        <translation>seulement pour un circuit GT (une liste avec la pièce départ-arrivée 102)</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="62"/>
        <source>tile list: {problem}</source>
        <translation>liste de tuiles : {problem}</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="65"/>
        <source>wrote {path}: {tiles} in {shape} ({reached})</source>
        <translation>écrit {path} : {tiles} en {shape} ({reached})</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="67"/>
        <source>a closed circuit</source>
        <translation>un circuit fermé</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="67"/>
        <source>one chain</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="68"/>
        <source>{reached}: the most compact of those</source>
        <translation>{reached} : la plus compacte d'entre elles</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="73"/>
        <source>Print the stage's tiles as the rulebook lists them (1 x 210b), by box.</source>
        <translation>Affiche les tuiles de la spéciale comme les règles les listent (1 x 210b), par boîte.</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="74"/>
        <source>Stage file.</source>
        <translation>Fichier de spéciale.</translation>
    </message>
    <message>
        <location filename="../../cli/outputs.py" line="25"/>
        <source>{problem} (pass --force to replace it)</source>
        <translation>{problem} (passez --force pour le remplacer)</translation>
    </message>
    <message>
        <location filename="../../cli/outputs.py" line="40"/>
        <source>cannot write: {folder} is a file, not a folder</source>
        <translation>impossible d'écrire : {folder} est un fichier, pas un dossier</translation>
    </message>
    <message>
        <location filename="../../cli/outputs.py" line="43"/>
        <source>no such folder {folder}: create it first (pacenote does not create folders for an output)</source>
        <translation>le dossier {folder} n'existe pas : créez-le d'abord (pacenote ne crée pas de dossiers pour une sortie)</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="30"/>
        <source>start</source>
        <comment>tile kind</comment>
        <translation>départ</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="30"/>
        <source>finish</source>
        <comment>tile kind</comment>
        <translation>arrivée</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="31"/>
        <source>service</source>
        <comment>tile kind</comment>
        <translation>assistance</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="31"/>
        <source>straight</source>
        <comment>tile kind</comment>
        <translation>ligne droite</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="32"/>
        <source>bend</source>
        <comment>tile kind</comment>
        <translation>courbe</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="32"/>
        <source>corner</source>
        <comment>tile kind</comment>
        <translation>virage</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="33"/>
        <source>s-bend</source>
        <comment>tile kind</comment>
        <translation>virage en S</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="33"/>
        <source>wavy</source>
        <comment>tile kind</comment>
        <translation>ondulée</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="34"/>
        <source>pit</source>
        <comment>tile kind</comment>
        <translation>stand</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="34"/>
        <source>start-finish</source>
        <comment>tile kind</comment>
        <translation>départ-arrivée</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="35"/>
        <source>junction</source>
        <comment>tile kind</comment>
        <translation>embranchement</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="35"/>
        <source>separate</source>
        <comment>tile kind</comment>
        <translation>séparées</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="36"/>
        <source>crossing</source>
        <comment>tile kind</comment>
        <translation>croisement</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="36"/>
        <source>scenery</source>
        <comment>tile kind</comment>
        <translation>décor</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="37"/>
        <source>parallel</source>
        <comment>tile kind</comment>
        <translation>parallèles</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="37"/>
        <source>underpass</source>
        <comment>tile kind</comment>
        <translation>passage inférieur</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="38"/>
        <source>none</source>
        <comment>danger</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="38"/>
        <source>low</source>
        <comment>danger</comment>
        <translation>faible</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="39"/>
        <source>medium</source>
        <comment>danger</comment>
        <translation>moyen</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="39"/>
        <source>high</source>
        <comment>danger</comment>
        <translation>élevé</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="40"/>
        <source>start line</source>
        <translation>ligne de départ</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="40"/>
        <source>finish line</source>
        <translation>ligne d'arrivée</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="41"/>
        <source>start-finish line</source>
        <translation>ligne de départ-arrivée</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="42"/>
        <source>repair</source>
        <comment>pit service</comment>
        <translation>réparation</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="42"/>
        <source>tyres</source>
        <comment>pit service</comment>
        <translation>pneus</translation>
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
        <translation>type</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="44"/>
        <source>edges</source>
        <comment>tiles table</comment>
        <translation>côtés</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="45"/>
        <source>danger</source>
        <comment>tiles table</comment>
        <translation>danger</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="46"/>
        <source>cells</source>
        <comment>tiles table</comment>
        <translation>cases</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="47"/>
        <source>limits</source>
        <comment>tiles table</comment>
        <translation>limites</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="48"/>
        <source>features</source>
        <comment>tiles table</comment>
        <translation>éléments</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="55"/>
        <source>Tileset: a shipped name (dirt-core, dirt-exp-3xx, gt-core, gt-exp) or a tileset file (.json).</source>
        <translation>Jeu de tuiles : un nom fourni (dirt-core, dirt-exp-3xx, gt-core, gt-exp) ou un fichier de jeu de tuiles (.json).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="57"/>
        <source>Pixels per hex radius in PNG output (SVG: nominal size).</source>
        <translation>Pixels par rayon d'hex en sortie PNG (SVG : taille nominale).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="74"/>
        <source>unknown tile side {id} in tileset {tileset} (sides {known})</source>
        <translation>face de tuile inconnue {id} dans le jeu de tuiles {tileset} (faces {known})</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="151"/>
        <source>pit stop: {lanes}</source>
        <translation>arrêt au stand : {lanes}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="153"/>
        <source>{n} grid box</source>
        <comment>{n} grid boxes</comment>
        <translation>
            <numerusform>{n} case de grille</numerusform>
            <numerusform>{n} cases de grille</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="156"/>
        <source>doubled inner lane</source>
        <translation>voie intérieure doublée</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="158"/>
        <source>dotted {limits}</source>
        <translation>pointillés {limits}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="163"/>
        <source>{n} slide row</source>
        <comment>{n} slide rows</comment>
        <translation>
            <numerusform>{n} rangée de dérapage</numerusform>
            <numerusform>{n} rangées de dérapage</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="164"/>
        <source>jump ^{n}</source>
        <translation>saut ^{n}</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="165"/>
        <source>ford</source>
        <translation>gué</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="167"/>
        <source>shortcut {limit}</source>
        <translation>raccourci {limit}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="169"/>
        <source>climb plates on {n} line</source>
        <comment>climb plates on {n} lines</comment>
        <translation>
            <numerusform>plaques de montée sur {n} ligne</numerusform>
            <numerusform>plaques de montée sur {n} lignes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="178"/>
        <source>{danger} danger</source>
        <translation>danger {danger}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="181"/>
        <source>{n} cell</source>
        <comment>{n} cells</comment>
        <translation>
            <numerusform>{n} case</numerusform>
            <numerusform>{n} cases</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="183"/>
        <source>limits {limits}</source>
        <translation>limites {limits}</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="188"/>
        <source>List the tile sides of a tileset: table, JSON, or a picture gallery.</source>
        <translation>Liste les faces de tuile d'un jeu de tuiles : tableau, JSON ou galerie d'images.</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="190"/>
        <source>Tile sides to show (default: all).</source>
        <translation>Faces de tuile à afficher (par défaut : toutes).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="191"/>
        <source>One JSON object per side.</source>
        <translation>Un objet JSON par face.</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="193"/>
        <source>With --json: 'cells' lists every cell's kind and polygon (tile-local, circumradius 1, y up) instead of counting the road cells.</source>
        <translation>Avec --json : 'cells' liste le type et le polygone de chaque case (locaux à la tuile, rayon 1, y vers le haut) au lieu de compter les cases de route.</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="196"/>
        <source>Write one PNG per side and index.html to DIR. [default: none: print a table]</source>
        <translation>Écrit un PNG par face et index.html dans DIR. [par défaut : aucun : affiche un tableau]</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="199"/>
        <source>With --gallery: draw measured outlines (a tile-shapes .json: road, shortcuts, cell lines per side) over each side. [default: none]</source>
        <translation>Avec --gallery : dessine des contours mesurés (un .json de formes de tuile : route, raccourcis, lignes de case par face) sur chaque face. [par défaut : aucun]</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="209"/>
        <source>--geometry goes with --json</source>
        <translation>--geometry va avec --json</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="211"/>
        <source>--overlay goes with --gallery</source>
        <translation>--overlay va avec --gallery</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="214"/>
        <source>--json and --gallery do not go together</source>
        <translation>--json et --gallery ne vont pas ensemble</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="216"/>
        <source>pacenote tiles --gallery (PNG pictures)</source>
        <translation>pacenote tiles --gallery (images PNG des tuiles)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="219"/>
        <source>wrote {n} tile picture and {index}</source>
        <comment>wrote {n} tile pictures and {index}</comment>
        <translation>
            <numerusform>écrit {n} image de tuile et {index}</numerusform>
            <numerusform>écrit {n} images de tuiles et {index}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="237"/>
        <source>{title} ({n} side)</source>
        <comment>{title} ({n} sides)</comment>
        <translation>
            <numerusform>{title} ({n} face)</numerusform>
            <numerusform>{title} ({n} faces)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="256"/>
        <source>missing: expected a list of sides</source>
        <translation>manquant : une liste de faces est attendue</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="261"/>
        <source>expected an 'id' and a 'road' outline (a list of at least 3 [x, y] points)</source>
        <translation>un 'id' et un contour 'road' sont attendus (une liste d'au moins 3 points [x, y])</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="266"/>
        <source>expected a list of at least 3 [x, y] points</source>
        <translation>une liste d'au moins 3 points [x, y] est attendue</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="311"/>
        <source>notes</source>
        <comment>tile gallery</comment>
        <translation>notes</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="313"/>
        <source>tile side {id}</source>
        <translation>face de tuile {id}</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="321"/>
        <source>{title}: tile gallery</source>
        <translation>{title} : galerie des tuiles</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="332"/>
        <source>{n} tile side of tileset {tileset}, drawn by {command}.</source>
        <comment>{n} tile sides of tileset {tileset}, drawn by {command}.</comment>
        <translation>
            <numerusform>{n} face de tuile du jeu {tileset}, dessinée par {command}.</numerusform>
            <numerusform>{n} faces de tuile du jeu {tileset}, dessinées par {command}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="346"/>
        <source>Draw a stage or one tile side to SVG or PNG (chosen by the output's extension).</source>
        <translation>Dessine une spéciale ou une face de tuile en SVG ou PNG (selon l'extension de la sortie).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="348"/>
        <source>Stage file to draw (.stage.json, Rekee .json, .rgt).</source>
        <translation>Fichier de spéciale à dessiner (.stage.json, Rekee .json, .rgt).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="350"/>
        <source>Draw one tile side, e.g. 210a. [default: none: draw STAGE]</source>
        <translation>Dessine une face de tuile, p. ex. 210a. [par défaut : aucune : dessine la spéciale STAGE]</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="352"/>
        <source>Output file; .svg or .png.</source>
        <translation>Fichier de sortie ; .svg ou .png.</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="362"/>
        <source>render needs a STAGE file or --tile ID (exactly one of them)</source>
        <translation>render demande un fichier de spéciale (STAGE) ou --tile ID (exactement l'un des deux)</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="22"/>
        <source>{value} is not a valid integer.</source>
        <translation>{value} n'est pas un entier valide.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="23"/>
        <source>{value} is not a valid int range.</source>
        <translation>{value} n'est pas un entier valide.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="24"/>
        <source>{value} is not a valid float.</source>
        <translation>{value} n'est pas un nombre valide.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="25"/>
        <source>{value} is not a valid float range.</source>
        <translation>{value} n'est pas un nombre valide.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="26"/>
        <source>{value} is not a valid boolean. Recognized values: {values}</source>
        <translation>{value} n'est pas un booléen valide. Valeurs reconnues : {values}</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="27"/>
        <source>{value} is not in the range {range}.</source>
        <translation>{value} n'est pas dans l'intervalle {range}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="28"/>
        <source>{value} is not one of {choices}.</source>
        <translation>{value} n'est pas l'un de {choices}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="29"/>
        <source>File {path} does not exist.</source>
        <translation>Le fichier {path} n'existe pas.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="30"/>
        <source>Directory {path} does not exist.</source>
        <translation>Le dossier {path} n'existe pas.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="31"/>
        <source>Path {path} does not exist.</source>
        <translation>Le chemin {path} n'existe pas.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="32"/>
        <source>File {path} is a directory.</source>
        <translation>Le fichier {path} est un dossier.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="33"/>
        <source>Directory {path} is a file.</source>
        <translation>Le dossier {path} est un fichier.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="34"/>
        <source>Path {path} is not readable.</source>
        <translation>Le chemin {path} n'est pas lisible.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="35"/>
        <source>File {path} is not readable.</source>
        <translation>Le fichier {path} n'est pas lisible.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="36"/>
        <source>Directory {path} is not readable.</source>
        <translation>Le dossier {path} n'est pas lisible.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="37"/>
        <source>No such option: {name}</source>
        <translation>Option inexistante : {name}</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="38"/>
        <source>No such command {name}.</source>
        <translation>Commande inexistante {name}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="39"/>
        <source>Missing command.</source>
        <translation>Commande manquante.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="40"/>
        <source>Option {name} requires an argument.</source>
        <translation>L'option {name} demande un argument.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="41"/>
        <source>Option {name} requires {n} arguments.</source>
        <translation>L'option {name} demande {n} arguments.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="42"/>
        <source>Option {name} does not take a value.</source>
        <translation>L'option {name} ne prend pas de valeur.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="43"/>
        <source>Got unexpected extra argument(s) ({args})</source>
        <translation>Argument(s) supplémentaire(s) inattendu(s) ({args})</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="44"/>
        <source>Argument {name} takes {n} values.</source>
        <translation>L'argument {name} prend {n} valeurs.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="47"/>
        <source>Invalid value for {param}: {problem}</source>
        <translation>Valeur invalide pour {param} : {problem}</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="47"/>
        <source>Invalid value: {problem}</source>
        <translation>Valeur invalide : {problem}</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="48"/>
        <source>Missing argument {param}.</source>
        <translation>Argument manquant {param}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="48"/>
        <source>Missing option {param}.</source>
        <translation>Option manquante {param}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="49"/>
        <source>Missing parameter {param}.</source>
        <translation>Paramètre manquant {param}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="49"/>
        <source>{problem} (Possible options: {options})</source>
        <translation>{problem} (options possibles : {options})</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="154"/>
        <source>could not be checked ({error})</source>
        <translation>n'a pas pu être vérifié ({error})</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="189"/>
        <source>Check stages and rallies: structure, playability, length.

Every finding has a stable code (see the validators' README in the pacenote
repository). Exit code 0: no errors; 1: errors; 2: a file could not be read.</source>
        <translation>Vérifie spéciales et rallyes : structure, jouabilité, longueur.

Chaque remarque a un code stable (voir le README des validateurs dans le dépôt de pacenote). Code de sortie 0 : aucune erreur ; 1 : erreurs ; 2 : un fichier n'a pas pu être lu.</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="192"/>
        <source>Stage files (.stage.json, Rekee .json, .rgt), rallies (.rally.json), or folders searched for them.</source>
        <translation>Fichiers de spéciale (.stage.json, Rekee .json, .rgt), rallyes (.rally.json), ou dossiers où les chercher.</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="196"/>
        <source>text (one line per finding), json, or github (annotations a GitHub pull request shows on the file and line).</source>
        <translation>text (une ligne par remarque), json, ou github (annotations qu'une pull request GitHub affiche sur le fichier et la ligne).</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="199"/>
        <source>Lowest severity to print: error, warning or info.</source>
        <translation>Gravité minimale à afficher : error, warning ou info.</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="210"/>
        <source>{value}: expected text, json or github</source>
        <translation>{value} : text, json ou github attendu</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="213"/>
        <source>{value}: expected error, warning or info</source>
        <translation>{value} : error, warning ou info attendu</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="218"/>
        <source>pacenote: warning: {folder} holds no stage or rally files</source>
        <translation>pacenote : avertissement : {folder} ne contient aucun fichier de spéciale ni de rallye</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="221"/>
        <source>pacenote: note: {file}: {note}</source>
        <translation>pacenote : note : {file} : {note}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="258"/>
        <source>{n} error</source>
        <comment>{n} errors</comment>
        <translation>
            <numerusform>{n} erreur</numerusform>
            <numerusform>{n} erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="259"/>
        <source>{n} warning</source>
        <comment>{n} warnings</comment>
        <translation>
            <numerusform>{n} avertissement</numerusform>
            <numerusform>{n} avertissements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="260"/>
        <source>{n} info</source>
        <comment>{n} info</comment>
        <translation>
            <numerusform>{n} info</numerusform>
            <numerusform>{n} infos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="262"/>
        <source>{n} file checked</source>
        <comment>{n} files checked</comment>
        <translation>
            <numerusform>{n} fichier vérifié</numerusform>
            <numerusform>{n} fichiers vérifiés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="263"/>
        <source>{n} file could not be read</source>
        <comment>{n} files could not be read</comment>
        <translation>
            <numerusform>{n} fichier illisible</numerusform>
            <numerusform>{n} fichiers illisibles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="266"/>
        <source>{n} file with errors</source>
        <comment>{n} files with errors</comment>
        <translation>
            <numerusform>{n} fichier avec des erreurs</numerusform>
            <numerusform>{n} fichiers avec des erreurs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="268"/>
        <source>not every file could be checked</source>
        <translation>tous les fichiers n'ont pas pu être vérifiés</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="269"/>
        <source>no errors</source>
        <translation>aucune erreur</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="270"/>
        <source>{files}: {counts} ({verdict})</source>
        <translation>{files} : {counts} ({verdict})</translation>
    </message>
    <message>
        <location filename="../../editor/__init__.py" line="88"/>
        <source>no {code} finding on this stage (found: {found})</source>
        <translation>aucun constat {code} sur cette spéciale (trouvés : {found})</translation>
    </message>
    <message>
        <location filename="../../editor/__init__.py" line="95"/>
        <source>cannot test-drive: {reason}</source>
        <translation>impossible de faire l'essai : {reason}</translation>
    </message>
    <message>
        <location filename="../../editor/__init__.py" line="101"/>
        <source>test drive failed</source>
        <translation>l'essai a échoué</translation>
    </message>
    <message>
        <location filename="../../editor/__init__.py" line="106"/>
        <source>cannot write the screenshot: {reason}</source>
        <translation>impossible d'écrire la capture : {reason}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/app.py" line="349"/>
        <source> · {n} die to the finish</source>
        <comment> · {n} dice to the finish</comment>
        <translation>
            <numerusform> · {n} dé jusqu'à l'arrivée</numerusform>
            <numerusform> · {n} dés jusqu'à l'arrivée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/app.py" line="359"/>
        <source>circuit: closed loop, {n} lap</source>
        <comment>circuit: closed loop, {n} laps</comment>
        <translation>
            <numerusform>circuit : boucle fermée, {n} tour</numerusform>
            <numerusform>circuit : boucle fermée, {n} tours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/autosave.py" line="104"/>
        <source>names {files} for {stages}</source>
        <translation>nomme {files} pour {stages}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/autosave.py" line="105"/>
        <source>{n} stage file</source>
        <comment>{n} stage files</comment>
        <translation>
            <numerusform>{n} fichier de spéciale</numerusform>
            <numerusform>{n} fichiers de spéciale</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/autosave.py" line="148"/>
        <source>expected a JSON object</source>
        <translation>objet JSON attendu</translation>
    </message>
    <message>
        <location filename="../../editor/autosave.py" line="158"/>
        <source>not a recovery record ({reason})</source>
        <translation>pas un enregistrement de récupération ({reason})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_control.py" line="215"/>
        <source>Test drive: {n} run with the {driver} driver, seed {seed}</source>
        <comment>Test drive: {n} runs with the {driver} driver, seed {seed}</comment>
        <translation>
            <numerusform>Essai : {n} essai avec le pilote {driver}, graine {seed}</numerusform>
            <numerusform>Essai : {n} essais avec le pilote {driver}, graine {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_control.py" line="247"/>
        <source>Test drive done: {n} run in {seconds} s</source>
        <comment>Test drive done: {n} runs in {seconds} s</comment>
        <translation>
            <numerusform>Essai terminé : {n} essai en {seconds} s</numerusform>
            <numerusform>Essai terminé : {n} essais en {seconds} s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="55"/>
        <source>({finished} of {n} run)</source>
        <comment>({finished} of {n} runs)</comment>
        <translation>
            <numerusform>({finished} sur {n} essai)</numerusform>
            <numerusform>({finished} sur {n} essais)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="97"/>
        <source>{n} run · {driver} · seed {seed}</source>
        <comment>{n} runs · {driver} · seed {seed}</comment>
        <translation>
            <numerusform>{n} essai · {driver} · graine {seed}</numerusform>
            <numerusform>{n} essais · {driver} · graine {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="182"/>
        <source>{n} retirement</source>
        <comment>{n} retirements</comment>
        <translation>
            <numerusform>{n} abandon</numerusform>
            <numerusform>{n} abandons</numerusform>
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
        <translation>répond à la demande</translation>
    </message>
    <message>
        <location filename="../../editor/generate_dialog.py" line="108"/>
        <source>nearest to the brief</source>
        <translation>le plus proche de la demande</translation>
    </message>
    <message>
        <location filename="../../editor/generate_dialog.py" line="110"/>
        <source>{tiles}, par {par}
{risk} losses/run, {footprint}
{met}</source>
        <translation>{tiles}, temps de référence {par}
{risk} pertes de contrôle/course, {footprint}
{met}</translation>
    </message>
    <message>
        <location filename="../../editor/rally_files.py" line="81"/>
        <source>the stage file {file} is outside the rally's folder {folder}: a rally's stage files must lie in its folder or below (save or copy the stage there first)</source>
        <translation>le fichier de spéciale {file} est hors du dossier du rallye {folder} : les fichiers de spéciale d'un rallye doivent être dans son dossier ou en dessous (enregistrez ou copiez d'abord la spéciale là)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="81"/>
        <source>{n} box needed</source>
        <comment>{n} boxes needed</comment>
        <translation>
            <numerusform>{n} boîte nécessaire</numerusform>
            <numerusform>{n} boîtes nécessaires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="84"/>
        <source>{n} tile placed</source>
        <comment>{n} tiles placed</comment>
        <translation>
            <numerusform>{n} tuile posée</numerusform>
            <numerusform>{n} tuiles posées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="85"/>
        <source>{n} road tile</source>
        <comment>{n} road tiles</comment>
        <translation>
            <numerusform>{n} tuile de route</numerusform>
            <numerusform>{n} tuiles de route</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="86"/>
        <source>{n} tile on the course</source>
        <comment>{n} tiles on the course</comment>
        <translation>
            <numerusform>{n} tuile sur le parcours</numerusform>
            <numerusform>{n} tuiles sur le parcours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="97"/>
        <source>~{minutes} min for {n} player</source>
        <comment>~{minutes} min for {n} players</comment>
        <translation>
            <numerusform>~{minutes} min pour {n} joueur</numerusform>
            <numerusform>~{minutes} min pour {n} joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="188"/>
        <source>box: the rally's</source>
        <comment>boxes: the rally's</comment>
        <translation>
            <numerusform>boîte : celles du rallye</numerusform>
            <numerusform>boîtes : celles du rallye</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="189"/>
        <source>box owned</source>
        <comment>boxes owned</comment>
        <translation>
            <numerusform>boîte possédée</numerusform>
            <numerusform>boîtes possédées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/gtrace.py" line="92"/>
        <source>{n} weather token cancels out: the weather stays {weather}</source>
        <comment>{n} weather tokens cancel out: the weather stays {weather}</comment>
        <translation>
            <numerusform>{n} jeton météo s'annule : le temps reste {weather}</numerusform>
            <numerusform>{n} jetons météo s'annulent : le temps reste {weather}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="101"/>
        <source>weather change: the track is {weather} now, every dashboard flipped (the weather tokens back into the bag)</source>
        <translation>changement de météo : le temps est maintenant {weather}, chaque tableau de bord retourné (les jetons météo retournent dans le sac)</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="105"/>
        <source>weather change: the track is {weather} now, every dashboard flipped (the weather tokens put aside)</source>
        <translation>changement de météo : le temps est maintenant {weather}, chaque tableau de bord retourné (les jetons météo mis de côté)</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="125"/>
        <source>without weather: a weather token discarded, {token} drawn instead</source>
        <translation>sans météo : un jeton météo défaussé, {token} tiré à la place</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="272"/>
        <source>tyres ({tyres} tyres on)</source>
        <translation>pneus (pneus {tyres} montés)</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="273"/>
        <source>repair, every damage token back into the bag</source>
        <translation>réparation, tous les jetons dégât retournent dans le sac</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="274"/>
        <source>repair and tyres ({tyres} tyres on), every damage token back into the bag</source>
        <translation>réparation et pneus (pneus {tyres} montés), tous les jetons dégât retournent dans le sac</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="276"/>
        <source>pit stop: {lane} (token {token})</source>
        <translation>arrêt au stand : {lane} (jeton {token})</translation>
    </message>
    <message>
        <location filename="../../engine/race.py" line="284"/>
        <source>its cell is taken: it stays beside the road</source>
        <translation>sa case est occupée : elle reste au bord de la route</translation>
    </message>
    <message>
        <location filename="../../engine/race.py" line="326"/>
        <source>back from the pits ({lane}, token {token}): on its cell in gear 0, and moves on</source>
        <translation>retour du stand ({lane}, jeton {token}) : sur sa case en vitesse 0, et repart</translation>
    </message>
    <message>
        <location filename="../../engine/race.py" line="333"/>
        <source>off the track: its cell is taken, it loses this turn too</source>
        <translation>hors piste : sa case est occupée, elle perd aussi ce tour de jeu</translation>
    </message>
    <message>
        <location filename="../../engine/race.py" line="334"/>
        <source>back on the track in gear 0 (the 00 turn is over: off the track or in the pits)</source>
        <translation>de retour sur la piste en vitesse 0 (le tour de jeu 00 est fini : hors piste ou au stand)</translation>
    </message>
    <message>
        <location filename="../../engine/raceturn.py" line="171"/>
        <source>no gear die left: retires</source>
        <translation>plus aucun dé de vitesse : abandonne</translation>
    </message>
    <message>
        <location filename="../../engine/raceturn.py" line="234"/>
        <source>the cars ahead leave no way on</source>
        <translation>les voitures devant ne laissent aucun passage</translation>
    </message>
    <message>
        <location filename="../../engine/raceturn.py" line="257"/>
        <source>blocked: the cars ahead leave no way on; the move ends here</source>
        <translation>bloqué : les voitures devant ne laissent aucun passage ; le déplacement s'arrête ici</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="139"/>
        <source>rally time</source>
        <translation>temps du rallye</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="139"/>
        <source>race time</source>
        <translation>temps de course</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="140"/>
        <source>damage carried out of stages without service</source>
        <translation>dégâts gardés à la sortie des spéciales sans assistance</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="141"/>
        <source>damage carried out of the stage</source>
        <translation>dégâts gardés à la sortie de la spéciale</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="142"/>
        <source>Stage times (mean)</source>
        <translation>Temps des spéciales (moyenne)</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="142"/>
        <source>Stage time (mean)</source>
        <translation>Temps de la spéciale (moyenne)</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="143"/>
        <source>per rally</source>
        <translation>par rallye</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="143"/>
        <source>per race</source>
        <translation>par course</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="406"/>
        <source>white</source>
        <comment>round marker</comment>
        <translation>blanc</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="406"/>
        <source>black</source>
        <comment>round marker</comment>
        <translation>noir</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="424"/>
        <source>{stage}: start order {cars}</source>
        <translation>{stage} : ordre de départ {cars}</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="426"/>
        <source>(service park after)</source>
        <translation>(puis parc d'assistance)</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="433"/>
        <source>round {round} ({marker}): {cars}</source>
        <translation>tour de jeu {round} ({marker}) : {cars}</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="436"/>
        <source>round {round}: {cars}</source>
        <translation>tour de jeu {round} : {cars}</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="439"/>
        <source>leader dice</source>
        <translation>dés de leader</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="441"/>
        <source>plan changed by traffic</source>
        <translation>plan modifié par le trafic</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="449"/>
        <source>sheet #{car}: {stage} {time} ({outcome})</source>
        <translation>feuille #{car} : {stage} {time} ({outcome})</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="453"/>
        <source>incl. {seconds} s checkpoint</source>
        <translation>dont {seconds} s de point de contrôle</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="454"/>
        <source>damage carried: {tokens}</source>
        <translation>dégâts gardés : {tokens}</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="456"/>
        <source>spare wheel Y</source>
        <comment>rally sheet</comment>
        <translation>roue de secours O</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="457"/>
        <source>spare wheel N</source>
        <comment>rally sheet</comment>
        <translation>roue de secours N</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="458"/>
        <source>total {time} #{place}</source>
        <translation>total {time} #{place}</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="24"/>
        <source>beside road</source>
        <comment>car state</comment>
        <translation>au bord de la route</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="24"/>
        <source>finished</source>
        <comment>car state</comment>
        <translation>arrivée</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="25"/>
        <source>retired</source>
        <comment>car state</comment>
        <translation>abandon</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="25"/>
        <source>stuck</source>
        <comment>car state</comment>
        <translation>coincée</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="31"/>
        <source>cars: {cars}</source>
        <translation>voitures : {cars}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="255"/>
        <source>(quick start)</source>
        <translation>(départ rapide)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="260"/>
        <source>jumps {n} from {cell}</source>
        <translation>saut {n} depuis {cell}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="262"/>
        <source>(+{n}! track)</source>
        <translation>(+{n}! piste)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="275"/>
        <source>result: {outcome}, gear tokens {cards} s - focus tokens {seconds} = {time} s in {n} turn</source>
        <comment>result: {outcome}, gear tokens {cards} s - focus tokens {seconds} = {time} s in {n} turns</comment>
        <translation>
            <numerusform>résultat : {outcome}, jetons de vitesse {cards} s - jetons de concentration {seconds} = {time} s en {n} tour de jeu</numerusform>
            <numerusform>résultat : {outcome}, jetons de vitesse {cards} s - jetons de concentration {seconds} = {time} s en {n} tours de jeu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="280"/>
        <source>result: {outcome}, cards {cards} s - seconds tokens {seconds} = {time} s in {n} turns</source>
        <comment>result: {outcome}, cards {cards} s - seconds tokens {seconds} = {time} s in {n} turns</comment>
        <translation>
            <numerusform>résultat : {outcome}, cartes {cards} s - jetons secondes {seconds} = {time} s en {n} tour de jeu</numerusform>
            <numerusform>résultat : {outcome}, cartes {cards} s - jetons secondes {seconds} = {time} s en {n} tours de jeu</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="289"/>
        <source>turn {turn}: {cell} ({tile}) in gear {gear}, {mode}</source>
        <translation>tour de jeu {turn} : {cell} ({tile}) en vitesse {gear}, {mode}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="292"/>
        <source>plan: {steps}</source>
        <translation>plan : {steps}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="293"/>
        <source>rolled: {dice}</source>
        <translation>lancer : {dice}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="296"/>
        <source>cells: {cells}</source>
        <translation>cases : {cells}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="301"/>
        <source>shortcut {cell}: token shows {face}</source>
        <translation>raccourci {cell} : le jeton montre {face}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="303"/>
        <source>end {cell}:</source>
        <translation>fin {cell} :</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="315"/>
        <source>LOSS OF CONTROL, token 0: spin ({seconds} s)</source>
        <translation>PERTE DE CONTRÔLE, jeton 0 : tête-à-queue ({seconds} s)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="317"/>
        <source>LOSS OF CONTROL, token 00: off the track ({seconds} s with the re-entry turn)</source>
        <translation>PERTE DE CONTRÔLE, jeton 00 : sortie de piste ({seconds} s avec le tour de jeu de retour)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="320"/>
        <source>LOSS OF CONTROL, card 0 side: {card} ({seconds} s)</source>
        <translation>PERTE DE CONTRÔLE, carte côté 0 : {card} ({seconds} s)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="323"/>
        <source>damage: {tokens}</source>
        <translation>dégâts : {tokens}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="324"/>
        <source>next turn from gear {gear}</source>
        <translation>tour de jeu suivant depuis la vitesse {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="326"/>
        <source>gear token {gear} ({seconds} s)</source>
        <translation>jeton de vitesse {gear} ({seconds} s)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="328"/>
        <source>card {card} ({seconds} s)</source>
        <translation>carte {card} ({seconds} s)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="330"/>
        <source>+{n} focus token</source>
        <comment>+{n} focus tokens</comment>
        <translation>
            <numerusform>+{n} jeton de concentration</numerusform>
            <numerusform>+{n} jetons de concentration</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="331"/>
        <source>+{n} seconds tokens</source>
        <comment>+{n} seconds tokens</comment>
        <translation>
            <numerusform>+{n} jeton secondes</numerusform>
            <numerusform>+{n} jetons secondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="334"/>
        <source>{n} focus token spent securing</source>
        <comment>{n} focus tokens spent securing</comment>
        <translation>
            <numerusform>{n} jeton de concentration dépensé pour assurer</numerusform>
            <numerusform>{n} jetons de concentration dépensés pour assurer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="336"/>
        <source>{n} seconds spent securing</source>
        <comment>{n} seconds spent securing</comment>
        <translation>
            <numerusform>{n} seconde dépensée pour assurer</numerusform>
            <numerusform>{n} secondes dépensées pour assurer</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="344"/>
        <source>gear {gear}</source>
        <comment>time card</comment>
        <translation>vitesse {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="351"/>
        <source>secured</source>
        <comment>die face</comment>
        <translation>assuré</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="190"/>
        <source>no die 'gear{gear}' for top gear {top}</source>
        <translation>pas de dé 'gear{gear}' pour la vitesse maximale {top}</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="198"/>
        <source>no column {column}</source>
        <translation>pas de colonne {column}</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="206"/>
        <source>no back mix for gear {gear}</source>
        <translation>pas de composition des dos pour la vitesse {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="210"/>
        <source>spin+crash+sisu = {sum}, not the {n} cards of a deck</source>
        <translation>tête-à-queue+sortie de route+SISU = {sum}, pas les {n} cartes d'un paquet</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="218"/>
        <source>no crash damage for gear {gear}</source>
        <translation>pas de dégâts de sortie de route pour la vitesse {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="252"/>
        <source>no dashboard column {column}</source>
        <translation>pas de colonne {column} au tableau de bord</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="265"/>
        <source>no value for gear {gear}</source>
        <translation>pas de valeur pour la vitesse {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="167"/>
        <source>every die loses control here: the car must still move</source>
        <translation>ici chaque dé fait perdre le contrôle : la voiture doit quand même avancer</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="184"/>
        <source>blocked: {why}; the move ends here in gear {gear}</source>
        <translation>bloqué : {why} ; le déplacement s'arrête ici en vitesse {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="196"/>
        <source>blocked for good: no die can ever enter a cell ahead; retires</source>
        <translation>bloqué pour de bon : aucun dé ne pourra jamais entrer dans une case devant ; abandonne</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="203"/>
        <source>no die can enter a cell ahead</source>
        <translation>aucun dé ne peut entrer dans une case devant</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="205"/>
        <source>house rule change-down: changes down to gear {gear} in place</source>
        <translation>règle maison change-down : rétrograde en vitesse {gear} sur place</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/simulate.py" line="235"/>
        <source>stops before die {die} ({n} hazard)</source>
        <comment>stops before die {die} ({n} hazards)</comment>
        <translation>
            <numerusform>s'arrête avant le dé {die} ({n} danger)</numerusform>
            <numerusform>s'arrête avant le dé {die} ({n} dangers)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="260"/>
        <source>quick start shows a hazard: the turn ends in 2nd</source>
        <translation>le départ rapide montre un danger : le tour de jeu finit en 2e</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="293"/>
        <source>quick start shows a hazard: one cell in 2nd, no loss of control</source>
        <translation>le départ rapide montre un danger : une case en 2e, pas de perte de contrôle</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="302"/>
        <source>SISU token cancels every hazard of this turn</source>
        <translation>le jeton SISU annule tous les dangers de ce tour de jeu</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="321"/>
        <source>dice re-laid: {dice}</source>
        <translation>dés replacés : {dice}</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="399"/>
        <source>changes a wheel: its card replaces the gear-1 card; one gas-damage token back in the bag</source>
        <translation>change une roue : sa carte remplace la carte de vitesse 1 ; un jeton dégât gaz retourne dans le sac</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="454"/>
        <source>loss of control past the line: charged the gear-{gear} front</source>
        <translation>perte de contrôle après la ligne : le recto de vitesse {gear} est compté</translation>
    </message>
    <message>
        <location filename="../../engine/testdrive.py" line="163"/>
        <source>the course is not complete</source>
        <translation>le parcours n'est pas complet</translation>
    </message>
    <message>
        <location filename="../../engine/testdrive.py" line="168"/>
        <source>mud on course tile {tile}: the course has tiles 1-{last}</source>
        <translation>boue sur la tuile {tile} du parcours : le parcours a les tuiles 1-{last}</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="12"/>
        <source>flat-out</source>
        <comment>rolling mode</comment>
        <translation>à fond</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="12"/>
        <source>one-by-one</source>
        <comment>rolling mode</comment>
        <translation>un par un</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="13"/>
        <source>forced</source>
        <comment>rolling mode</comment>
        <translation>forcé</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="13"/>
        <source>re-entry</source>
        <comment>rolling mode</comment>
        <translation>retour</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="14"/>
        <source>blocked</source>
        <comment>rolling mode</comment>
        <translation>bloqué</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="14"/>
        <source>retired</source>
        <comment>rolling mode</comment>
        <translation>abandon</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="15"/>
        <source>gas</source>
        <translation>gaz</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="15"/>
        <source>leader</source>
        <comment>die</comment>
        <translation>leader</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="15"/>
        <source>brake</source>
        <translation>frein</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="16"/>
        <source>brake as gas</source>
        <comment>die</comment>
        <translation>frein comme gaz</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="17"/>
        <source>spin</source>
        <translation>tête-à-queue</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="17"/>
        <source>crash</source>
        <translation>sortie de route</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="17"/>
        <source>sisu</source>
        <translation>SISU</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="17"/>
        <source>spare wheel</source>
        <translation>roue de secours</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="18"/>
        <source>gear</source>
        <translation>vitesse</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="18"/>
        <source>green_flag</source>
        <translation>drapeau vert</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="18"/>
        <source>weather</source>
        <translation>météo</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="19"/>
        <source>yellow_flag</source>
        <translation>drapeau jaune</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="20"/>
        <source>ok</source>
        <comment>shortcut token</comment>
        <translation>sans effet</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="20"/>
        <source>puncture</source>
        <comment>shortcut token</comment>
        <translation>crevaison</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="21"/>
        <source>mud</source>
        <comment>shortcut token</comment>
        <translation>boue</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="22"/>
        <source>dry</source>
        <comment>weather</comment>
        <translation>sec</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="22"/>
        <source>wet</source>
        <comment>weather</comment>
        <translation>pluvieux</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="23"/>
        <source>road</source>
        <comment>tyres</comment>
        <translation>route</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="23"/>
        <source>rain</source>
        <comment>tyres</comment>
        <translation>pluie</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="24"/>
        <source>tyres</source>
        <comment>pit lane</comment>
        <translation>pneus</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="24"/>
        <source>repair</source>
        <comment>pit lane</comment>
        <translation>réparation</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="25"/>
        <source>repair_and_tyres</source>
        <comment>pit lane</comment>
        <translation>réparation et pneus</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="26"/>
        <source>finished</source>
        <comment>run outcome</comment>
        <translation>terminée</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="26"/>
        <source>retired</source>
        <comment>run outcome</comment>
        <translation>abandon</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="27"/>
        <source>stuck</source>
        <comment>run outcome</comment>
        <translation>bloquée</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="65"/>
        <source>quick start</source>
        <translation>départ rapide</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="65"/>
        <source>red zone</source>
        <translation>zone rouge</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="66"/>
        <source>SISU token</source>
        <translation>jeton SISU</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="67"/>
        <source>rally</source>
        <comment>option value</comment>
        <translation>rallye</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="67"/>
        <source>stage</source>
        <comment>option value</comment>
        <translation>spéciale</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="74"/>
        <source>on</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="76"/>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/booklet.py" line="100"/>
        <source>{n} validation error ({codes}): exported as a draft with a warning banner</source>
        <comment>{n} validation errors ({codes}): exported as a draft with a warning banner</comment>
        <translation>
            <numerusform>{n} erreur de validation ({codes}) : exporté comme brouillon avec un avertissement</numerusform>
            <numerusform>{n} erreurs de validation ({codes}) : exporté comme brouillon avec un avertissement</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>above</source>
        <translation>au-dessus de</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>upper right of</source>
        <translation>en haut à droite de</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>lower right of</source>
        <translation>en bas à droite de</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>below</source>
        <translation>au-dessous de</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>lower left of</source>
        <translation>en bas à gauche de</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>upper left of</source>
        <translation>en haut à gauche de</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>top left</source>
        <translation>en haut à gauche</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>top right</source>
        <translation>en haut à droite</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>right</source>
        <translation>à droite</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>bottom right</source>
        <translation>en bas à droite</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>bottom left</source>
        <translation>en bas à gauche</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>left</source>
        <translation>à gauche</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>straight</source>
        <translation>tout droit</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>right 60°</source>
        <translation>droite 60°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>right 120°</source>
        <translation>droite 120°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="28"/>
        <source>left 120°</source>
        <translation>gauche 120°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="28"/>
        <source>left 60°</source>
        <translation>gauche 60°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="88"/>
        <source>service park</source>
        <translation>parc d'assistance</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="188"/>
        <source>changed since pacenote wrote it, and the new bundle has a file of that name: move it away, or export to a new folder</source>
        <translation>modifié depuis que pacenote l'a écrit, et le nouveau paquet a un fichier de ce nom : déplacez-le, ou exportez dans un nouveau dossier</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="191"/>
        <source>a file pacenote did not write, and the new bundle has a file of that name: move it away, or export to a new folder</source>
        <translation>un fichier que pacenote n'a pas écrit, et le nouveau paquet a un fichier de ce nom : déplacez-le, ou exportez dans un nouveau dossier</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="220"/>
        <source>exists and is not a folder: a bundle is a folder</source>
        <translation>existe et n'est pas un dossier : un paquet est un dossier</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="225"/>
        <source>is a folder that is not empty and holds no pacenote bundle (no {manifest}): choose a new or empty folder</source>
        <translation>est un dossier non vide sans paquet pacenote (pas de {manifest}) : choisissez un dossier nouveau ou vide</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="232"/>
        <source>not a pacenote bundle manifest (format {format}, version {version})</source>
        <translation>pas un manifeste de paquet pacenote (format {format}, version {version})</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="239"/>
        <source>expected an object</source>
        <translation>un objet est attendu</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="242"/>
        <source>not a list of file names in the folder and their SHA-256 digests</source>
        <translation>pas une liste de noms de fichiers du dossier avec leurs empreintes SHA-256</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="274"/>
        <source>rally booklet (PDF)</source>
        <translation>livret du rallye (PDF)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="274"/>
        <source>build guide (PDF)</source>
        <translation>guide de montage (PDF)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="276"/>
        <source>rally file</source>
        <translation>fichier du rallye</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="279"/>
        <source>the rally at a glance</source>
        <translation>le rallye en un coup d'œil</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="280"/>
        <source>pick list (tiles.txt)</source>
        <translation>liste des tuiles (tiles.txt)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="289"/>
        <source>not written, {where}: {problem}</source>
        <translation>non écrit, {where} : {problem}</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="299"/>
        <source>picture (PNG)</source>
        <translation>image (PNG)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="300"/>
        <source>this page</source>
        <translation>cette page</translation>
    </message>
    <message>
        <location filename="../../export/guide.py" line="142"/>
        <source>the course is not one clean START → FINISH chain</source>
        <translation>le parcours n'est pas une chaîne propre START → FINISH</translation>
    </message>
    <message>
        <location filename="../../export/guide.py" line="173"/>
        <source>length</source>
        <translation>longueur</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/guide.py" line="173"/>
        <source>{pieces} pieces in the loop x {n} lap: a {size} race (rulebook: {guidelines})</source>
        <comment>{pieces} pieces in the loop x {n} laps: a {size} race (rulebook: {guidelines})</comment>
        <translation>
            <numerusform>{pieces} pièces dans la boucle x {n} tour : une course « {size} » (règles : {guidelines})</numerusform>
            <numerusform>{pieces} pièces dans la boucle x {n} tours : une course « {size} » (règles : {guidelines})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/guide.py" line="178"/>
        <source>~{minutes} min for {players} players (rulebook: ~{book} min for a {size} race)</source>
        <translation>~{minutes} min pour {players} joueurs (règles : ~{book} min pour une course « {size} »)</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="56"/>
        <source>~{minutes} min</source>
        <translation>~{minutes} min</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="59"/>
        <source>draft</source>
        <translation>brouillon</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="87"/>
        <source>by {author}</source>
        <translation>par {author}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/indexpage.py" line="97"/>
        <source>{n} validation error</source>
        <comment>{n} validation errors</comment>
        <translation>
            <numerusform>{n} erreur de validation</numerusform>
            <numerusform>{n} erreurs de validation</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="100"/>
        <source>Not ready to play: {problems}</source>
        <translation>Pas prêt à jouer : {problems}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="103"/>
        <source>At a glance</source>
        <translation>En un coup d'œil</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="105"/>
        <source>{title}: every stage</source>
        <translation>{title} : toutes les spéciales</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="106"/>
        <source>Stages</source>
        <translation>Spéciales</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>stage</source>
        <translation>spéciale</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>road tiles</source>
        <translation>tuiles de route</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>cells</source>
        <translation>cases</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>class</source>
        <translation>classe</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="109"/>
        <source>par time</source>
        <translation>temps de référence</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>then</source>
        <translation>ensuite</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>files</source>
        <translation>fichiers</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>tiles</source>
        <translation>tuiles</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="125"/>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="126"/>
        <source>{n} physical tiles for the whole rally; flipped between stages: {tiles}. Per stage and between stages: </source>
        <translation>{n} tuiles physiques pour tout le rallye ; retournées entre les spéciales : {tiles}. Par spéciale et entre les spéciales : </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="133"/>
        <source>Community formats</source>
        <translation>Formats de la communauté</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="137"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="138"/>
        <source>Written by pacenote:</source>
        <translation>Écrit par pacenote :</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="139"/>
        <source>Files: {n}.</source>
        <translation>Fichiers : {n}.</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="150"/>
        <source>{tiles} road tiles, {cells} cells: {size}</source>
        <translation>{tiles} tuiles de route, {cells} cases : {size}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="154"/>
        <source>no START → FINISH course yet</source>
        <translation>pas encore de parcours START → FINISH</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="158"/>
        <source>yes ({tile})</source>
        <translation>oui ({tile})</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="159"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/indexpage.py" line="163"/>
        <source>{n} stage ({classes})</source>
        <comment>{n} stages ({classes})</comment>
        <translation>
            <numerusform>{n} spéciale ({classes})</numerusform>
            <numerusform>{n} spéciales ({classes})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="165"/>
        <source>: a {size} rally</source>
        <translation> : un rallye « {size} »</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="168"/>
        <source>~{minutes} min for {players} players</source>
        <translation>~{minutes} min pour {players} joueurs</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="171"/>
        <source>after {stages}</source>
        <translation>après {stages}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="172"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="173"/>
        <source>tile boxes</source>
        <translation>boîtes de tuiles</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="175"/>
        <source>advanced rules</source>
        <translation>règles avancées</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="42"/>
        <source>… and {n} more</source>
        <translation>… et {n} de plus</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="71"/>
        <source>SHORT STAGE</source>
        <translation>SPÉCIALE COURTE</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="71"/>
        <source>MEDIUM STAGE</source>
        <translation>SPÉCIALE MOYENNE</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="72"/>
        <source>LONG STAGE</source>
        <translation>SPÉCIALE LONGUE</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="72"/>
        <source>SHORT RACE</source>
        <translation>COURSE COURTE</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="73"/>
        <source>MEDIUM RACE</source>
        <translation>COURSE MOYENNE</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="73"/>
        <source>LONG RACE</source>
        <translation>COURSE LONGUE</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="74"/>
        <source>SHORT RALLY</source>
        <translation>RALLYE COURT</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="74"/>
        <source>MEDIUM RALLY</source>
        <translation>RALLYE MOYEN</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="75"/>
        <source>LONG RALLY</source>
        <translation>RALLYE LONG</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="81"/>
        <source> · by {author}</source>
        <translation> · par {author}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="54"/>
        <source>Stage build guide</source>
        <comment>a GT circuit's page</comment>
        <translation>Guide de montage du circuit</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="55"/>
        <source>Stage build guide</source>
        <translation>Guide de montage de la spéciale</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="56"/>
        <source>{title} · stage {n} of {count}</source>
        <translation>{title} · spéciale {n} sur {count}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="66"/>
        <source>page {n} / {count}</source>
        <translation>page {n} / {count}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="81"/>
        <source>where the tile goes next to the tile before it, as on the drawing (top of the page = far side of the table).</source>
        <translation>où va la tuile à côté de la précédente, comme sur le dessin (haut de la page = côté opposé de la table).</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="83"/>
        <source>the corner with the tile's printed number (dark wedge on the drawing).</source>
        <translation>le coin portant le numéro imprimé de la tuile (coin sombre sur le dessin).</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="84"/>
        <source>how the course turns across the tile.</source>
        <translation>comment le parcours tourne sur la tuile.</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="100"/>
        <source>tile</source>
        <translation>tuile</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="101"/>
        <source>place it</source>
        <translation>placer</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="102"/>
        <source>number at</source>
        <translation>numéro à</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="103"/>
        <source>road</source>
        <translation>route</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>short</source>
        <comment>class</comment>
        <translation>court</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>medium</source>
        <comment>class</comment>
        <translation>moyen</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>long</source>
        <comment>class</comment>
        <translation>long</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="114"/>
        <source>first tile</source>
        <translation>première tuile</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="120"/>
        <source>DRAFT</source>
        <translation>BROUILLON</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="124"/>
        <source>DRAFT: this stage has {n} validation error and is not ready to play</source>
        <comment>DRAFT: this stage has {n} validation errors and is not ready to play</comment>
        <translation>
            <numerusform>BROUILLON : cette spéciale a {n} erreur de validation et n'est pas prête à jouer</numerusform>
            <numerusform>BROUILLON : cette spéciale a {n} erreurs de validation et n'est pas prête à jouer</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="135"/>
        <source>also placed, not on the course: {tiles}</source>
        <translation>aussi posées, hors du parcours : {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="150"/>
        <source>build order</source>
        <translation>ordre de montage</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="162"/>
        <source>notes</source>
        <translation>notes</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="224"/>
        <source>{tiles} road tiles START → FINISH, {cells} road cells: {size} (rulebook: {target} tiles)</source>
        <translation>{tiles} tuiles de route START → FINISH, {cells} cases : « {size} » (règles : {target} tuiles)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="228"/>
        <source>~{minutes} min for {n} player (rulebook: ~{book} min for a {size} stage and 4 players)</source>
        <comment>~{minutes} min for {n} players (rulebook: ~{book} min for a {size} stage and 4 players)</comment>
        <translation>
            <numerusform>~{minutes} min pour {n} joueur (règles : ~{book} min pour une spéciale « {size} » et 4 joueurs)</numerusform>
            <numerusform>~{minutes} min pour {n} joueurs (règles : ~{book} min pour une spéciale « {size} » et 4 joueurs)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="236"/>
        <source>yes ({tile} after the FINISH)</source>
        <translation>oui ({tile} après FINISH)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="241"/>
        <source>{par} (expert driver, {runs} runs; {finished}/{runs} finished)</source>
        <translation>{par} (pilote expert, {runs} essais ; {finished}/{runs} terminés)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="243"/>
        <source>{par} (expert driver, {runs} runs; mean of the runs {mean}; {finished}/{runs} finished)</source>
        <translation>{par} (pilote expert, {runs} essais ; moyenne des essais {mean} ; {finished}/{runs} terminés)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="248"/>
        <source>none ({finished}/{runs} expert runs finished)</source>
        <translation>aucun ({finished}/{runs} essais de l'expert terminés)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="254"/>
        <source>races</source>
        <translation>courses</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="254"/>
        <source>{n} simulated race of {players} cars: {rounds} rounds, about {minutes} min at the table; {overtakes} overtakes and {blocked} turns blocked by cars per race</source>
        <comment>{n} simulated races of {players} cars: {rounds} rounds, about {minutes} min at the table; {overtakes} overtakes and {blocked} turns blocked by cars per race</comment>
        <translation>
            <numerusform>{n} course simulée de {players} voitures : {rounds} tours de jeu, environ {minutes} min à la table ; {overtakes} dépassements et {blocked} tours de jeu bloqués par des voitures par course</numerusform>
            <numerusform>{n} courses simulées de {players} voitures : {rounds} tours de jeu, environ {minutes} min à la table ; {overtakes} dépassements et {blocked} tours de jeu bloqués par des voitures par course</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="279"/>
        <source>tiles ({n})</source>
        <translation>tuiles ({n})</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="288"/>
        <source>race</source>
        <translation>course</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="116"/>
        <source>{title}: tiles to take out of the box</source>
        <translation>{title} : tuiles à sortir de la boîte</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/picklist.py" line="119"/>
        <source>{n} tile</source>
        <comment>{n} tiles</comment>
        <translation>
            <numerusform>{n} tuile</numerusform>
            <numerusform>{n} tuiles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="127"/>
        <source>Whole rally: {tiles} physical tiles from {boxes} (the table holds one stage at a time)</source>
        <translation>Rallye complet : {tiles} tuiles physiques de {boxes} (la table accueille une spéciale à la fois)</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="130"/>
        <source>tile</source>
        <comment>pick list column</comment>
        <translation>tuile</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="135"/>
        <source>flipped</source>
        <translation>retournée</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="140"/>
        <source>flipped between stages: {tiles}</source>
        <translation>retournées entre les spéciales : {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="144"/>
        <source>Between {before} and {after}:</source>
        <translation>Entre {before} et {after} :</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="146"/>
        <source>the same tiles, the same sides up (rebuild the layout)</source>
        <translation>les mêmes tuiles, les mêmes faces visibles (remontez le tracé)</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="148"/>
        <source>flip: {tiles}</source>
        <translation>retourner : {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="151"/>
        <source>put away: {tiles}</source>
        <translation>ranger : {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="153"/>
        <source>take out: {tiles}</source>
        <translation>sortir : {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/qtpaint.py" line="109"/>
        <source>scale {scale} is far too large for a picture</source>
        <translation>l'échelle {scale} est bien trop grande pour une image</translation>
    </message>
    <message>
        <location filename="../../export/qtpaint.py" line="133"/>
        <source>the picture would be {width} x {height} pixels, more than the limit ({pixels} pixels, {side} a side): use --scale {fit} or less, or write .svg</source>
        <translation>l'image ferait {width} x {height} pixels, plus que la limite ({pixels} pixels, {side} par côté) : utilisez --scale {fit} ou moins, ou écrivez .svg</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="36"/>
        <source>short = 2 short stages, medium = 3 short or 2 long, long = 3 medium</source>
        <translation>court = 2 spéciales courtes, moyen = 3 courtes ou 2 longues, long = 3 moyennes</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="38"/>
        <source>After a stage with service: remove all damage tokens and take back the spare wheel.</source>
        <translation>Après une spéciale avec assistance : retirez tous les jetons dégât et reprenez la roue de secours.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="39"/>
        <source>After a stage without service: note each car's damage tokens (gear / gas / brake) on the rally sheet; they start the next stage on its dashboard. A spare wheel not used in the stage may be discarded between stages to remove one gas damage.</source>
        <translation>Après une spéciale sans assistance : notez les jetons dégât de chaque voiture (vitesse / gaz / frein) sur la feuille de rallye ; ils commencent la spéciale suivante sur son tableau de bord. Une roue de secours non utilisée pendant la spéciale peut être défaussée entre les spéciales pour retirer un dégât gaz.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="42"/>
        <source>Time cards and seconds tokens never carry over. The lowest total time plays first in the next stage.</source>
        <translation>Les cartes temps et les jetons secondes ne sont jamais conservés. Le meilleur temps total joue en premier dans la spéciale suivante.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="50"/>
        <source>Rally booklet</source>
        <translation>Livret du rallye</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="52"/>
        <source>DRAFT: this rally has errors and is not ready to play</source>
        <translation>BROUILLON : ce rallye a des erreurs et n'est pas prêt à jouer</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="57"/>
        <source>nearest rulebook class</source>
        <translation>la classe la plus proche des règles</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="60"/>
        <source>{n} stage ({classes}): a {size} rally ({how}; {plans})</source>
        <comment>{n} stages ({classes}): a {size} rally ({how}; {plans})</comment>
        <translation>
            <numerusform>{n} spéciale ({classes}) : un rallye « {size} » ({how} ; {plans})</numerusform>
            <numerusform>{n} spéciales ({classes}) : un rallye « {size} » ({how} ; {plans})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="66"/>
        <source>~{minutes} min for {n} player: the stages at the rulebook's rate and {between} min between stages (rulebook: ~{book} min for a {size} rally and 4 players)</source>
        <comment>~{minutes} min for {n} players: the stages at the rulebook's rate and {between} min between stages (rulebook: ~{book} min for a {size} rally and 4 players)</comment>
        <translation>
            <numerusform>~{minutes} min pour {n} joueur : les spéciales au rythme des règles et {between} min entre les spéciales (règles : ~{book} min pour un rallye « {size} » et 4 joueurs)</numerusform>
            <numerusform>~{minutes} min pour {n} joueurs : les spéciales au rythme des règles et {between} min entre les spéciales (règles : ~{book} min pour un rallye « {size} » et 4 joueurs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="78"/>
        <source>{n} (every stage is built from this box)</source>
        <comment>{n} (every stage is built from these boxes)</comment>
        <translation>
            <numerusform>{n} (chaque spéciale se monte avec cette boîte)</numerusform>
            <numerusform>{n} (chaque spéciale se monte avec ces boîtes)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="90"/>
        <source>stages</source>
        <translation>spéciales</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="96"/>
        <source>tiles per stage</source>
        <translation>tuiles par spéciale</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="99"/>
        <source>between stages</source>
        <translation>entre les spéciales</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="109"/>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="111"/>
        <source>page</source>
        <translation>page</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="132"/>
        <source>  (errors)</source>
        <translation>  (erreurs)</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="135"/>
        <source>service park</source>
        <comment>the cover table's narrow 'then' column</comment>
        <translation>assistance</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="179"/>
        <source>time: m:ss, the stage's time cards minus the seconds tokens left. damage carried: the damage tokens on the dashboard going into the next stage. spare wheel: Y if the card is available in the next stage. total: the rally time so far; #: position (lowest total first, and first to play in the next stage).</source>
        <translation>temps : m:ss, les cartes temps de la spéciale moins les jetons secondes restants. dégâts : les jetons dégât sur le tableau de bord au départ de la spéciale suivante. roue de secours : O si la carte est disponible dans la spéciale suivante. total : le temps du rallye jusqu'ici ; # : position (le plus petit total en premier, et premier à jouer la spéciale suivante).</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="186"/>
        <source> · part {n} of {count}</source>
        <translation> · partie {n} sur {count}</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="187"/>
        <source>RALLY SHEET</source>
        <translation>FEUILLE DE RALLYE</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="187"/>
        <source> · fill in by hand</source>
        <translation> · à remplir à la main</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="195"/>
        <source>driver</source>
        <translation>pilote</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="236"/>
        <source>then SERVICE PARK: all damage repaired, spare wheel back</source>
        <translation>puis PARC D'ASSISTANCE : tous les dégâts réparés, roue de secours reprise</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="248"/>
        <source>service: repaired</source>
        <translation>assistance : réparé</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="248"/>
        <source>service: new wheel</source>
        <translation>assistance : roue neuve</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="285"/>
        <source>Y</source>
        <comment>yes on the rally sheet</comment>
        <translation>O</translation>
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
        <translation>aucune extension</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="33"/>
        <source>cannot write {what}: use {formats}</source>
        <translation>impossible d'écrire {what} : utilisez {formats}</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="36"/>
        <source>scale must be a positive number, not {scale}</source>
        <translation>l'échelle doit être un nombre positif, pas {scale}</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="46"/>
        <source>PNG output</source>
        <translation>La sortie PNG</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="46"/>
        <source>write .svg</source>
        <translation>écrivez .svg</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="18"/>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="19"/>
        <source>damage carried</source>
        <translation>dégâts</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="21"/>
        <source>total  ·  position</source>
        <translation>total  ·  position</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="22"/>
        <source>final time</source>
        <translation>temps final</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="23"/>
        <source>final position</source>
        <translation>position finale</translation>
    </message>
    <message>
        <location filename="../../export/writer.py" line="36"/>
        <source>cannot write {what}: use .pdf, .svg or .png, or a folder (DIR/) for the bundle</source>
        <translation>impossible d'écrire {what} : utilisez .pdf, .svg ou .png, ou un dossier (DIR/) pour le paquet</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/writer.py" line="39"/>
        <source>a rally booklet has {n} page and {suffix} holds one: export it as .pdf</source>
        <comment>a rally booklet has {n} pages and {suffix} holds one: export it as .pdf</comment>
        <translation>
            <numerusform>un livret de rallye a {n} page et {suffix} n'en contient qu'une : exportez-le en .pdf</numerusform>
            <numerusform>un livret de rallye a {n} pages et {suffix} n'en contient qu'une : exportez-le en .pdf</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/writer.py" line="42"/>
        <source>a rally booklet has several pages and {suffix} holds one: export it as .pdf</source>
        <translation>un livret de rallye a plusieurs pages et {suffix} n'en contient qu'une : exportez-le en .pdf</translation>
    </message>
    <message>
        <location filename="../../export/writer.py" line="45"/>
        <source>pacenote export (PDF, SVG and PNG pages)</source>
        <translation>pacenote export (pages PDF, SVG et PNG)</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="36"/>
        <source>table {text}: write WIDTHxDEPTH in cm, e.g. 120x80</source>
        <translation>table {text} : écrivez LARGEURxPROFONDEUR en cm, p. ex. 120x80</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="45"/>
        <source>par {text}: write M:SS or seconds, e.g. 2:30</source>
        <translation>par {text} : écrivez M:SS ou des secondes, p. ex. 2:30</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="53"/>
        <source>feature {name}: choose from {names}</source>
        <translation>élément {name} : choisissez parmi {names}</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="66"/>
        <source>terrain {text}: write e.g. gravel,asphalt or gravel:60,asphalt:40</source>
        <translation>terrain {text} : écrivez p. ex. gravel,asphalt ou gravel:60,asphalt:40</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="72"/>
        <source>terrain {text}: write a terrain, or terrain:share with a share above 0 (gravel:60)</source>
        <translation>terrain {text} : écrivez un terrain, ou terrain:part avec une part au-dessus de 0 (gravel:60)</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="76"/>
        <source>terrain {text}: a terrain named twice</source>
        <translation>terrain {text} : un terrain nommé deux fois</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="79"/>
        <source>terrain {text}: give every terrain a share, or none</source>
        <translation>terrain {text} : donnez une part à chaque terrain, ou à aucun</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="115"/>
        <source>class {name}: choose from {names}</source>
        <translation>classe {name} : choisissez parmi {names}</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="118"/>
        <source>difficulty {name}: choose from {names}</source>
        <translation>difficulté {name} : choisissez parmi {names}</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="122"/>
        <source>features: {name} is both wanted and banned</source>
        <translation>éléments : {name} est à la fois voulu et interdit</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="125"/>
        <source>players: 1 to 10</source>
        <translation>joueurs : de 1 à 10</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="96"/>
        <source>with {feature}: GT pieces have no {feature}; nearest achievable: without {feature}</source>
        <translation>avec {feature} : les pièces GT n'ont pas de {feature} ; le plus proche possible : sans {feature}</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="110"/>
        <source>boxes: no start-finish piece (102) among the tiles owned</source>
        <translation>boîtes : aucune pièce départ-arrivée (102) parmi les tuiles possédées</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="113"/>
        <source>tiles: {asked} pieces asked but the boxes owned ({boxes}) hold {most} of one lane width (102 included); nearest achievable: {most}</source>
        <translation>tuiles : {asked} pièces demandées mais les boîtes possédées ({boxes}) en contiennent {most} d'une même largeur de voie (102 comprise) ; le plus proche possible : {most}</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="155"/>
        <source>table: no circuit of {n} pieces found that fits {table}; nearest achievable: {smallest}</source>
        <translation>table : aucun circuit de {n} pièces trouvé qui tienne sur {table} ; le plus proche possible : {smallest}</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="158"/>
        <source>no circuit of {n} pieces closed within the budget; try a larger --budget</source>
        <translation>aucun circuit de {n} pièces fermé dans le budget ; essayez un --budget plus grand</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="48"/>
        <source>boxes: no START and FINISH among the tiles owned</source>
        <translation>boîtes : pas de START ni de FINISH parmi les tuiles possédées</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="52"/>
        <source>tiles: {asked} road tiles asked but the boxes owned ({boxes}) hold {most} (START and FINISH included); nearest achievable: {most}</source>
        <translation>tuiles : {asked} tuiles de route demandées mais les boîtes possédées ({boxes}) en contiennent {most} (START et FINISH compris) ; le plus proche possible : {most}</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="60"/>
        <source>with {feature}: no tile owned has {feature}; nearest achievable: without {feature}</source>
        <translation>avec {feature} : aucune tuile possédée n'a de {feature} ; le plus proche possible : sans {feature}</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="69"/>
        <source>table: {n} tiles of {tile} cm cover {area} m², more than {table}; nearest achievable: a table larger than {width}x{height} cm (the tiles' own area)</source>
        <translation>table : {n} tuiles de {tile} cm couvrent {area} m², plus que {table} ; le plus proche possible : une table plus grande que {width}x{height} cm (l'aire des tuiles elles-mêmes)</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="82"/>
        <source>terrain {name}: no tile owned ({boxes}) has {name}; nearest achievable: {terrains}</source>
        <translation>terrain {name} : aucune tuile possédée ({boxes}) n'a {name} ; le plus proche possible : {terrains}</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="100"/>
        <source>boxes: {problem}</source>
        <translation>boîtes : {problem}</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="102"/>
        <source>boxes: GT boxes make circuits (pacenote generate --boxes gt-core makes a closed circuit)</source>
        <translation>boîtes : les boîtes GT font des circuits (pacenote generate --boxes gt-core fait un circuit fermé)</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="114"/>
        <source>table: no chain of {n} tiles found that fits {table}; try a larger table or fewer tiles</source>
        <translation>table : aucune chaîne de {n} tuiles trouvée qui tienne sur {table} ; essayez une table plus grande ou moins de tuiles</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="117"/>
        <source>no stage found within the budget; try a larger --budget</source>
        <translation>aucune spéciale trouvée dans le budget ; essayez un --budget plus grand</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="122"/>
        <source>par: {par} is out of reach with {n} tiles of {boxes}; nearest achieved: {best}</source>
        <translation>par : {par} est hors de portée avec {n} tuiles de {boxes} ; le plus proche obtenu : {best}</translation>
    </message>
    <message>
        <location filename="../../generate/rally.py" line="61"/>
        <source>service {text}: write after:1,2 (stage numbers)</source>
        <translation>assistance {text} : écrivez after:1,2 (numéros de spéciale)</translation>
    </message>
    <message>
        <location filename="../../generate/rally.py" line="65"/>
        <source>service after {n}: the rally has stages 1-{stages}</source>
        <translation>assistance après {n} : le rallye a les spéciales 1-{stages}</translation>
    </message>
    <message>
        <location filename="../../generate/rally.py" line="101"/>
        <source>minutes: {minutes} min is more than {stages} long stages take for {players} players; nearest achievable: about {top} min (or more --stages)</source>
        <translation>minutes : {minutes} min, c'est plus que ne durent {stages} spéciales longues pour {players} joueurs ; le plus proche possible : environ {top} min (ou plus de --stages)</translation>
    </message>
    <message>
        <location filename="../../generate/rally.py" line="106"/>
        <source>minutes: {minutes} min is less than {stages} short stages take for {players} players; nearest achievable: about {low} min (or fewer --stages)</source>
        <translation>minutes : {minutes} min, c'est moins que ne durent {stages} spéciales courtes pour {players} joueurs ; le plus proche possible : environ {low} min (ou moins de --stages)</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="17"/>
        <source>boxes</source>
        <comment>brief point</comment>
        <translation>boîtes</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="17"/>
        <source>tiles</source>
        <comment>brief point</comment>
        <translation>tuiles</translation>
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
        <translation>risque</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="19"/>
        <source>features</source>
        <comment>brief point</comment>
        <translation>éléments</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="20"/>
        <source>terrain</source>
        <comment>brief point</comment>
        <translation>terrain</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="20"/>
        <source>players</source>
        <comment>brief point</comment>
        <translation>joueurs</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="21"/>
        <source>table</source>
        <comment>brief point</comment>
        <translation>table</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="21"/>
        <source>checks</source>
        <comment>brief point</comment>
        <translation>contrôles</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="22"/>
        <source>duration</source>
        <comment>brief point</comment>
        <translation>durée</translation>
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
        <translation>moyenne</translation>
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
        <translation>terre</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="25"/>
        <source>asphalt</source>
        <comment>terrain</comment>
        <translation>asphalte</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="26"/>
        <source>snow</source>
        <comment>terrain</comment>
        <translation>neige</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="27"/>
        <source>jumps</source>
        <comment>feature</comment>
        <translation>sauts</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="27"/>
        <source>fords</source>
        <comment>feature</comment>
        <translation>gués</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="28"/>
        <source>shortcuts</source>
        <comment>feature</comment>
        <translation>raccourcis</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="28"/>
        <source>slides</source>
        <comment>feature</comment>
        <translation>dérapages</translation>
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
        <translation>MANQUÉ</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="52"/>
        <source>{point} target {target} achieved {achieved} {mark}</source>
        <translation>{point} cible {target} obtenu {achieved} {mark}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../generate/report.py" line="66"/>
        <source>{n} piece of {tileset}</source>
        <comment>{n} pieces of {tileset}</comment>
        <translation>
            <numerusform>{n} pièce de {tileset}</numerusform>
            <numerusform>{n} pièces de {tileset}</numerusform>
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
        <translation>{time} (expert, exact)</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="84"/>
        <source>{losses} losses/run</source>
        <translation>{losses} pertes/parcours</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="88"/>
        <source>~{losses} (estimate; not driven)</source>
        <translation>~{losses} (estimation ; non parcourue)</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="96"/>
        <source>none</source>
        <comment>features</comment>
        <translation>aucun</translation>
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
            <numerusform>~{minutes} min, {n} rangée à une voiture</numerusform>
            <numerusform>~{minutes} min, {n} rangées à une voiture</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="115"/>
        <source>{footprint} (turned {angle}°)</source>
        <translation>{footprint} (tourné de {angle}°)</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="126"/>
        <source>{errors}, {warnings}</source>
        <translation>{errors}, {warnings}</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="143"/>
        <source>{losses} losses/run ({difficulty})</source>
        <translation>{losses} pertes/parcours ({difficulty})</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="70"/>
        <source> within the {budget} s budget</source>
        <translation> dans le budget de {budget} s</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="72"/>
        <source>{tries} of {of} arrangements tried in {seconds} s{within}</source>
        <translation>{tries} dispositions sur {of} essayées en {seconds} s{within}</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="94"/>
        <source>no circuit found: {reached} (a larger --budget may find one)</source>
        <translation>aucun circuit trouvé : {reached} (un --budget plus grand peut en trouver un)</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="96"/>
        <source>no layout found: {reached} (a larger --budget may find one)</source>
        <translation>aucune disposition trouvée : {reached} (un --budget plus grand peut en trouver une)</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="127"/>
        <source>unknown tile side {id}</source>
        <translation>face de tuile inconnue {id}</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="136"/>
        <source>a stage needs exactly one START, one FINISH and at most one service park</source>
        <translation>une spéciale demande exactement un START, un FINISH et au plus un parc d'assistance</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="143"/>
        <source>no layout joins these tiles into one chain without overlaps</source>
        <translation>aucune disposition ne relie ces tuiles en une seule chaîne sans chevauchement</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="153"/>
        <source>{first} and {second} are both sides of tile {number}</source>
        <translation>{first} et {second} sont les deux faces de la tuile {number}</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="155"/>
        <source>{ids} are both sides of tile {number}</source>
        <translation>{ids} sont les deux faces de la tuile {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/autolayout.py" line="158"/>
        <source>tile {number} is listed {n} time ({ids})</source>
        <comment>tile {number} is listed {n} times ({ids})</comment>
        <translation>
            <numerusform>la tuile {number} figure {n} fois ({ids})</numerusform>
            <numerusform>la tuile {number} figure {n} fois ({ids})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="166"/>
        <source>{problem} but {held}; a tile with the same road shape: {alike} (or --boxes {more})</source>
        <translation>{problem} mais {held} ; une tuile de même forme de route : {alike} (ou --boxes {more})</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="168"/>
        <source>{problem} but {held} (or --boxes {more})</source>
        <translation>{problem} mais {held} (ou --boxes {more})</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="124"/>
        <source>{item} is not a box name (a box name, or NAME:COUNT such as dirt-core:2)</source>
        <translation>{item} n'est pas un nom de boîte (un nom de boîte, ou NOM:NOMBRE comme dirt-core:2)</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="130"/>
        <source>{count}: a box count is 1 to 9</source>
        <translation>{count} : un nombre de boîtes va de 1 à 9</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="133"/>
        <source>no box named (known: {known})</source>
        <translation>aucune boîte nommée (connues : {known})</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="142"/>
        <source>unknown box {name} (did you mean {close}?); known: {known}</source>
        <translation>boîte inconnue {name} (vouliez-vous dire {close} ?) ; connues : {known}</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="144"/>
        <source>unknown box {name}; known: {known}</source>
        <translation>boîte inconnue {name} ; connues : {known}</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="197"/>
        <source>your boxes ({names})</source>
        <translation>vos boîtes ({names})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/boxes.py" line="213"/>
        <source>{n} box</source>
        <comment>{n} boxes</comment>
        <translation>
            <numerusform>{n} boîte</numerusform>
            <numerusform>{n} boîtes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/circuitlayout.py" line="88"/>
        <source>tile {number} is used {n} time but {held} (or --boxes {more})</source>
        <comment>tile {number} is used {n} times but {held} (or --boxes {more})</comment>
        <translation>
            <numerusform>la tuile {number} est utilisée {n} fois mais {held} (ou --boxes {more})</numerusform>
            <numerusform>la tuile {number} est utilisée {n} fois mais {held} (ou --boxes {more})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/circuitlayout.py" line="95"/>
        <source>a circuit needs exactly one start-finish piece (102a/102b) and at most one pit-stop piece (101)</source>
        <translation>un circuit demande exactement une pièce départ-arrivée (102a/102b) et au plus une pièce d'arrêt au stand (101)</translation>
    </message>
    <message>
        <location filename="../../pacenote/circuitlayout.py" line="101"/>
        <source>no closed loop through 102 uses exactly these pieces</source>
        <translation>aucune boucle fermée passant par la 102 n'utilise exactement ces pièces</translation>
    </message>
    <message>
        <location filename="../../pacenote/circuitlayout.py" line="181"/>
        <source>no free hex beside the circuit</source>
        <translation>aucun hexagone libre à côté du circuit</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="207"/>
        <source>{n} tiles on hex {q},{r}</source>
        <translation>{n} tuiles sur l'hex {q},{r}</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="289"/>
        <source>the course from the START does not reach the FINISH</source>
        <translation>le parcours depuis le START n'atteint pas le FINISH</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="294"/>
        <source>the course leading to the FINISH does not begin at a START</source>
        <translation>le parcours qui mène au FINISH ne commence pas à un START</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="301"/>
        <source>{id} ({lanes} lanes) does not line up with {other} ({other_lanes} lanes)</source>
        <translation>{id} ({lanes} voies) ne s'aligne pas sur {other} ({other_lanes} voies)</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="319"/>
        <source>empty hex {q},{r},</source>
        <translation>l'hex vide {q},{r},</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="320"/>
        <source>hex {q},{r}, which holds only scenery ({tile}),</source>
        <translation>l'hex {q},{r}, qui ne porte qu'un décor ({tile}),</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="322"/>
        <source>the course stops at {tile}: its road leaves by its {side} side to {there} where the next tile goes</source>
        <translation>le parcours s'arrête à {tile} : sa route sort par son côté {side} vers {there} où va la tuile suivante</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="45"/>
        <source>{n} START tiles</source>
        <translation>{n} tuiles START</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="50"/>
        <source>{n} FINISH tiles</source>
        <translation>{n} tuiles FINISH</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="54"/>
        <source>no START tile (202a/202b)</source>
        <translation>aucune tuile START (202a/202b)</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="56"/>
        <source>no FINISH tile (203a/203b)</source>
        <translation>aucune tuile FINISH (203a/203b)</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="239"/>
        <source>the road of {tile} runs into {other}, which has no road on that side: turn one of them or put another tile there</source>
        <translation>la route de {tile} bute sur {other}, qui n'a pas de route de ce côté : tournez l'une des deux ou posez une autre tuile à cet endroit</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="252"/>
        <source>the course runs from {tile} back into {other}: a stage runs from START to FINISH and never meets itself</source>
        <translation>le parcours revient de {tile} dans {other} : une spéciale va de START à FINISH et ne se croise jamais</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="261"/>
        <source>the service park {tile} closes the road before the FINISH; it belongs right after the FINISH</source>
        <translation>le parc d'assistance {tile} ferme la route avant le FINISH ; il se place juste après le FINISH</translation>
    </message>
    <message>
        <location filename="../../pacenote/drawing.py" line="200"/>
        <source>SERVICE</source>
        <translation>PARC</translation>
    </message>
    <message>
        <location filename="../../pacenote/drawing.py" line="201"/>
        <source>PARK</source>
        <translation>D'ASSISTANCE</translation>
    </message>
    <message>
        <location filename="../../pacenote/drivable.py" line="20"/>
        <source>no cell behind the start line: cars have nowhere to line up</source>
        <translation>aucune case derrière la ligne de départ : les voitures n'ont nulle part où se placer</translation>
    </message>
    <message>
        <location filename="../../pacenote/drivable.py" line="21"/>
        <source>the circuit does not close: it has no lap</source>
        <translation>le circuit ne se ferme pas : il n'a pas de tour</translation>
    </message>
    <message>
        <location filename="../../pacenote/drivable.py" line="22"/>
        <source>the course is not one chain of tiles from START to FINISH</source>
        <translation>le parcours n'est pas une seule chaîne de tuiles de START à FINISH</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="36"/>
        <source>{what} needs Qt (PySide6), which is not installed: {extra}</source>
        <translation>{what} demande Qt (PySide6), qui n'est pas installé : {extra}</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="38"/>
        <source>{what} needs Qt (PySide6), which is not installed: {extra} (or {instead})</source>
        <translation>{what} demande Qt (PySide6), qui n'est pas installé : {extra} (ou {instead})</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="71"/>
        <source>{where}: {problem}</source>
        <translation>{where} : {problem}</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="100"/>
        <source>Permission denied</source>
        <translation>Permission refusée</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="101"/>
        <source>Operation not permitted</source>
        <translation>Opération non permise</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="102"/>
        <source>No such file or directory</source>
        <translation>Fichier ou dossier inexistant</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="103"/>
        <source>Read-only file system</source>
        <translation>Système de fichiers en lecture seule</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="104"/>
        <source>No space left on device</source>
        <translation>Plus d'espace sur le périphérique</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="105"/>
        <source>File name too long</source>
        <translation>Nom de fichier trop long</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="106"/>
        <source>Too many levels of symbolic links</source>
        <translation>Trop de niveaux de liens symboliques</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="107"/>
        <source>Is a directory</source>
        <translation>Est un dossier</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="107"/>
        <source>Not a directory</source>
        <translation>N'est pas un dossier</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="119"/>
        <source>cannot write: {reason}</source>
        <translation>impossible d'écrire : {reason}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/__init__.py" line="40"/>
        <source>a rally file, not a stage: give one of its stage files</source>
        <translation>un fichier de rallye, pas une spéciale : donnez l'un de ses fichiers de spéciale</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/__init__.py" line="48"/>
        <source>unknown stage file type: expected a name ending in .stage.json (pacenote), .json (Rekee) or .rgt</source>
        <translation>type de fichier de spéciale inconnu : un nom finissant par .stage.json (pacenote), .json (Rekee) ou .rgt est attendu</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/__init__.py" line="93"/>
        <source>read as {encoding} text (pacenote writes UTF-8)</source>
        <translation>lu comme texte {encoding} (pacenote écrit en UTF-8)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/__init__.py" line="123"/>
        <source>would not read back: {problem}</source>
        <translation>ne se relirait pas : {problem}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/native.py" line="103"/>
        <source>unknown tileset (known: {names})</source>
        <translation>jeu de tuiles inconnu (connus : {names})</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="23"/>
        <source>a JSON integer</source>
        <translation>un entier JSON</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="24"/>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="25"/>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="26"/>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="27"/>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="38"/>
        <source>an integer</source>
        <translation>un entier</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="40"/>
        <source>a number with a decimal point</source>
        <translation>un nombre à virgule</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="41"/>
        <source>no finite number</source>
        <translation>aucun nombre fini</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="43"/>
        <source>a string of {n} character</source>
        <comment>a string of {n} characters</comment>
        <translation>
            <numerusform>une chaîne de {n} caractère</numerusform>
            <numerusform>une chaîne de {n} caractères</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="44"/>
        <source>an empty string</source>
        <translation>une chaîne vide</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="46"/>
        <source>an array of {n} item</source>
        <comment>an array of {n} items</comment>
        <translation>
            <numerusform>un tableau de {n} élément</numerusform>
            <numerusform>un tableau de {n} éléments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="48"/>
        <source>an object of {n} key</source>
        <comment>an object of {n} keys</comment>
        <translation>
            <numerusform>un objet de {n} clé</numerusform>
            <numerusform>un objet de {n} clés</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="49"/>
        <source>a value of another kind</source>
        <translation>une valeur d'une autre sorte</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="65"/>
        <source>expected a finite number, got {got}</source>
        <translation>un nombre fini est attendu, trouvé : {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="68"/>
        <source>expected {kinds}, got {got}</source>
        <translation>attendu : {kinds}, trouvé : {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="70"/>
        <source>{problem} (write it without a decimal point)</source>
        <translation>{problem} (écrivez-le sans virgule)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="87"/>
        <source>missing required key {key}</source>
        <translation>clé obligatoire manquante {key}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="98"/>
        <source>{got}, not a tile id (expected e.g. 210a, 103a-2, PODIUM)</source>
        <translation>{got}, pas un id de tuile (attendu p. ex. 210a, 103a-2, PODIUM)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="110"/>
        <source>{n} tile, more than the limit of {limit}</source>
        <comment>{n} tiles, more than the limit of {limit}</comment>
        <translation>
            <numerusform>{n} tuile, plus que la limite de {limit}</numerusform>
            <numerusform>{n} tuiles, plus que la limite de {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="112"/>
        <source>{n} token, more than the limit of {limit}</source>
        <comment>{n} tokens, more than the limit of {limit}</comment>
        <translation>
            <numerusform>{n} jeton, plus que la limite de {limit}</numerusform>
            <numerusform>{n} jetons, plus que la limite de {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="114"/>
        <source>{n} stage, more than the limit of {limit}</source>
        <comment>{n} stages, more than the limit of {limit}</comment>
        <translation>
            <numerusform>{n} spéciale, plus que la limite de {limit}</numerusform>
            <numerusform>{n} spéciales, plus que la limite de {limit}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="124"/>
        <source>farther than {limit} hexes from the origin (the limit)</source>
        <translation>à plus de {limit} hexagones de l'origine (la limite)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="132"/>
        <source>beyond the limit of {limit} for a token number</source>
        <translation>au-delà de la limite de {limit} pour un nombre de jeton</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/rgt.py" line="142"/>
        <source>token {token} has no .rgt equivalent (Rekee cannot export it either); remove it or save as .json or .stage.json</source>
        <translation>le jeton {token} n'a pas d'équivalent en .rgt (Rekee ne peut pas non plus l'exporter) ; retirez-le ou enregistrez en .json ou .stage.json</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/rgt.py" line="157"/>
        <source>the {encoding} encoding of the file read (written as UTF-8, as Rekee writes .rgt)</source>
        <translation>l'encodage {encoding} du fichier lu (écrit en UTF-8, comme Rekee écrit les .rgt)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/rgt.py" line="161"/>
        <source>the missing terrain of {n} token (written as gravel 'dirt' tokens)</source>
        <comment>the missing terrain of {n} tokens (written as gravel 'dirt' tokens)</comment>
        <translation>
            <numerusform>le terrain manquant de {n} jeton (écrit comme jeton « dirt » de terre)</numerusform>
            <numerusform>le terrain manquant de {n} jetons (écrits comme jetons « dirt » de terre)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/rgt.py" line="166"/>
        <source>the side letter of {n} pit stop tile {id}a/b (.rgt has one id for both identical sides; reads back as {id})</source>
        <comment>the side letter of {n} pit stop tiles {id}a/b (.rgt has one id for both identical sides; reads back as {id})</comment>
        <translation>
            <numerusform>la lettre de face de {n} tuile d'arrêt au stand {id}a/b (.rgt n'a qu'un id pour les deux faces identiques ; relue comme {id})</numerusform>
            <numerusform>la lettre de face de {n} tuiles d'arrêt au stand {id}a/b (.rgt n'a qu'un id pour les deux faces identiques ; relues comme {id})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="51"/>
        <source>tile {n} ({tile} at q={q}, r={r})</source>
        <translation>tuile {n} ({tile} en q={q}, r={r})</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="60"/>
        <source>{tile} is not a tile id</source>
        <translation>{tile} n'est pas un identifiant de tuile</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="76"/>
        <source>the notes ({format} has no field for them)</source>
        <translation>les notes ({format} n'a pas de champ pour elles)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="78"/>
        <source>tileset {tileset} ({format} has no field for it)</source>
        <translation>le jeu de tuiles {tileset} ({format} n'a pas de champ pour lui)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="81"/>
        <source>the lap count {laps} ({format} has no field for it)</source>
        <translation>le nombre de tours {laps} ({format} n'a pas de champ pour lui)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/writing.py" line="86"/>
        <source>{n} hex with more than one tile, e.g. q={q}, r={r} (Rekee keeps only the last tile on a hex)</source>
        <comment>{n} hexes with more than one tile, e.g. q={q}, r={r} (Rekee keeps only the last tile on a hex)</comment>
        <translation>
            <numerusform>{n} hexagone avec plus d'une tuile, p. ex. q={q}, r={r} (Rekee ne garde que la dernière tuile d'un hexagone)</numerusform>
            <numerusform>{n} hexagones avec plus d'une tuile, p. ex. q={q}, r={r} (Rekee ne garde que la dernière tuile d'un hexagone)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="203"/>
        <source>REPAIR</source>
        <translation>RÉPARER</translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="203"/>
        <source>TYRES</source>
        <translation>PNEUS</translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="210"/>
        <source>PIT STOP</source>
        <translation>ARRÊT AU STAND</translation>
    </message>
    <message>
        <location filename="../../pacenote/i18n.py" line="98"/>
        <source>unknown language {language}: choose one of {languages}</source>
        <translation>langue inconnue {language} : choisissez parmi {languages}</translation>
    </message>
    <message>
        <location filename="../../pacenote/i18n.py" line="352"/>
        <source>{first} or {last}</source>
        <translation>{first} ou {last}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="42"/>
        <source>is a directory, not a file</source>
        <translation>est un dossier, pas un fichier</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="43"/>
        <source>no such file</source>
        <translation>fichier inexistant</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="63"/>
        <source>expected a file name ending in {suffixes}</source>
        <translation>un nom de fichier finissant par {suffixes} est attendu</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="71"/>
        <source>no such file (a folder on its path is a file)</source>
        <translation>fichier inexistant (un dossier de son chemin est un fichier)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="84"/>
        <source>larger than the limit of {limit} bytes</source>
        <translation>plus grand que la limite de {limit} octets</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="93"/>
        <source>is not a regular file (a device, pipe or socket); pacenote reads only regular files</source>
        <translation>n'est pas un fichier ordinaire (un périphérique, un tube ou un socket) ; pacenote ne lit que des fichiers ordinaires</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="96"/>
        <source>{size} bytes, larger than the limit of {limit} bytes</source>
        <translation>{size} octets, plus que la limite de {limit} octets</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="135"/>
        <source>not UTF-16 text, though it starts with a UTF-16 byte order mark</source>
        <translation>pas du texte UTF-16, bien qu'il commence par une marque d'ordre des octets UTF-16</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="145"/>
        <source>byte {n}</source>
        <translation>octet {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="145"/>
        <source>not UTF-8 text</source>
        <translation>pas du texte UTF-8</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="162"/>
        <source>Expecting value</source>
        <translation>valeur attendue</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="162"/>
        <source>Expecting ',' delimiter</source>
        <translation>séparateur ',' attendu</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="163"/>
        <source>Expecting ':' delimiter</source>
        <translation>séparateur ':' attendu</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="164"/>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>nom de propriété entre guillemets doubles attendu</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="164"/>
        <source>Extra data</source>
        <translation>données en trop</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="165"/>
        <source>Invalid control character at</source>
        <translation>caractère de contrôle invalide</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="165"/>
        <source>Invalid \escape</source>
        <translation>séquence \ invalide</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="166"/>
        <source>Invalid \uXXXX escape</source>
        <translation>séquence \uXXXX invalide</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="167"/>
        <source>Illegal trailing comma before end of object</source>
        <translation>virgule en trop avant la fin de l'objet</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="168"/>
        <source>Illegal trailing comma before end of array</source>
        <translation>virgule en trop avant la fin du tableau</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="181"/>
        <source>unterminated string: it starts here and the file ends inside it (cut short?)</source>
        <translation>chaîne non terminée : elle commence ici et le fichier finit dedans (tronqué ?)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="185"/>
        <source>{problem}: the file ends too soon (cut short?)</source>
        <translation>{problem} : le fichier finit trop tôt (tronqué ?)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="194"/>
        <source>line {line} column {column}</source>
        <translation>ligne {line} colonne {column}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="195"/>
        <source>empty file, expected JSON</source>
        <translation>fichier vide, JSON attendu</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="205"/>
        <source>invalid JSON: {problem}</source>
        <translation>JSON invalide : {problem}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="240"/>
        <source>line {line}</source>
        <translation>ligne {line}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="240"/>
        <source>nested more than {limit} deep (the limit for arrays and objects)</source>
        <translation>imbriqué sur plus de {limit} niveaux (la limite pour les tableaux et les objets)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="286"/>
        <source>an integer of {digits} digits (the limit is {limit})</source>
        <translation>un entier de {digits} chiffres (la limite est {limit})</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="291"/>
        <source>expected a finite number, got {value} (beyond a 64-bit float, or no number)</source>
        <translation>un nombre fini est attendu, trouvé {value} (au-delà d'un flottant 64 bits, ou aucun nombre)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="299"/>
        <source>a key of {n} characters (the limit is {limit})</source>
        <translation>une clé de {n} caractères (la limite est {limit})</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="301"/>
        <source>a string of {n} characters (the limit is {limit})</source>
        <translation>une chaîne de {n} caractères (la limite est {limit})</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="405"/>
        <source>is a read-only file: not replaced</source>
        <translation>est un fichier en lecture seule : non remplacé</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="421"/>
        <source>is not a regular file (a device, pipe or socket): pacenote writes only regular files</source>
        <translation>n'est pas un fichier ordinaire (un périphérique, un tube ou un socket) : pacenote n'écrit que des fichiers ordinaires</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/limits.py" line="64"/>
        <source>{n} road tile, more than the limit of {limit} for a test drive (docs/formats.md, Limits)</source>
        <comment>{n} road tiles, more than the limit of {limit} for a test drive (docs/formats.md, Limits)</comment>
        <translation>
            <numerusform>{n} tuile de route, plus que la limite de {limit} pour un essai (docs/formats.md, Limits)</numerusform>
            <numerusform>{n} tuiles de route, plus que la limite de {limit} pour un essai (docs/formats.md, Limits)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/limits.py" line="73"/>
        <source>{tiles} tiles in its {n} stage, more than the limit of {limit} for a rally (docs/formats.md, Limits)</source>
        <comment>{tiles} tiles in its {n} stages, more than the limit of {limit} for a rally (docs/formats.md, Limits)</comment>
        <translation>
            <numerusform>{tiles} tuiles dans sa {n} spéciale, plus que la limite de {limit} pour un rallye (docs/formats.md, Limits)</numerusform>
            <numerusform>{tiles} tuiles dans ses {n} spéciales, plus que la limite de {limit} pour un rallye (docs/formats.md, Limits)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/limits.py" line="83"/>
        <source>{tiles} road tiles to drive in {n} stage, more than the limit of {limit} for one rally (docs/formats.md, Limits)</source>
        <comment>{tiles} road tiles to drive in {n} stages, more than the limit of {limit} for one rally (docs/formats.md, Limits)</comment>
        <translation>
            <numerusform>{tiles} tuiles de route à parcourir en {n} spéciale, plus que la limite de {limit} pour un rallye (docs/formats.md, Limits)</numerusform>
            <numerusform>{tiles} tuiles de route à parcourir en {n} spéciales, plus que la limite de {limit} pour un rallye (docs/formats.md, Limits)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="36"/>
        <source>: {why} (tileset {name})</source>
        <translation> : {why} (jeu de tuiles {name})</translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="38"/>
        <source> is a tile of {other}, not of the stage's tileset {tileset} (name both: {tileset}+{other})</source>
        <translation> est une tuile de {other}, pas du jeu de la spéciale {tileset} (nommez les deux : {tileset}+{other})</translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="44"/>
        <source> is a tile of {boxes} that pacenote does not model yet</source>
        <translation> est une tuile de {boxes} que pacenote ne modélise pas encore</translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="46"/>
        <source> is no tile side pacenote knows (tilesets {names}): a typo?</source>
        <translation> n'est aucune face de tuile connue de pacenote (jeux {names}) : une faute de frappe ?</translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="64"/>
        <source>{tile}{reason}</source>
        <translation>{tile}{reason}</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="24"/>
        <source>playing time</source>
        <translation>durée de jeu</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="70"/>
        <source>within {tolerance} % of the rulebook ({gap} % under)</source>
        <translation>à moins de {tolerance} % des règles ({gap} % en dessous)</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="71"/>
        <source>within {tolerance} % of the rulebook ({gap} % over)</source>
        <translation>à moins de {tolerance} % des règles ({gap} % au-dessus)</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="74"/>
        <source>shorter than the rulebook by {gap} %: the cars play fewer turns than on its stages of this length</source>
        <translation>plus courte que les règles de {gap} % : les voitures jouent moins de tours que sur leurs spéciales de cette longueur</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="76"/>
        <source>longer than the rulebook by {gap} %: the cars play more turns than on its stages of this length</source>
        <translation>plus longue que les règles de {gap} % : les voitures jouent plus de tours que sur leurs spéciales de cette longueur</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="89"/>
        <source>stage {label}: {error}</source>
        <translation>spéciale {label} : {error}</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="133"/>
        <source>not a file name: it holds a character that is not valid Unicode</source>
        <translation>pas un nom de fichier : il contient un caractère qui n'est pas de l'Unicode valide</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="136"/>
        <source>not a file name: it is empty or holds a NUL or another control character</source>
        <translation>pas un nom de fichier : il est vide ou contient un NUL ou un autre caractère de contrôle</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="139"/>
        <source>an absolute path: name the stage file relative to the rally file, in its folder or below</source>
        <translation>un chemin absolu : nommez le fichier de spéciale par rapport au fichier de rallye, dans son dossier ou en dessous</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="143"/>
        <source>a rally file, not a stage: name one of its stage files</source>
        <translation>un fichier de rallye, pas une spéciale : nommez l'un de ses fichiers de spéciale</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="146"/>
        <source>leads outside the rally's folder (by '..' or a symlink): stage files must be in its folder or below</source>
        <translation>sort du dossier du rallye (par '..' ou un lien symbolique) : les fichiers de spéciale doivent être dans son dossier ou en dessous</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="39"/>
        <source>{key} is a required property</source>
        <translation>{key} est une propriété obligatoire</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="43"/>
        <source>a key that is not allowed here</source>
        <translation>une clé non permise ici</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="45"/>
        <source>expected one of {values}, got {got}</source>
        <translation>l'un de {values} est attendu, trouvé : {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="47"/>
        <source>expected {value}, got {got}</source>
        <translation>{value} attendu, trouvé : {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="48"/>
        <source>expected a non-empty string</source>
        <translation>une chaîne non vide est attendue</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="49"/>
        <source>expected a string of at least {n} characters, got {got}</source>
        <translation>une chaîne d'au moins {n} caractères est attendue, trouvé : {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="50"/>
        <source>expected a string of at most {n} characters, got {got}</source>
        <translation>une chaîne d'au plus {n} caractères est attendue, trouvé : {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="52"/>
        <source>expected at least {n}</source>
        <translation>au moins {n} attendu</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="53"/>
        <source>expected at most {n}</source>
        <translation>au plus {n} attendu</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="54"/>
        <source>expected more than {n}</source>
        <translation>plus de {n} attendu</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="55"/>
        <source>expected less than {n}</source>
        <translation>moins de {n} attendu</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="56"/>
        <source>expected at least {n} items, got {got}</source>
        <translation>au moins {n} éléments attendus, trouvé : {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="57"/>
        <source>expected at most {n} items, got {got}</source>
        <translation>au plus {n} éléments attendus, trouvé : {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="58"/>
        <source>expected no item twice</source>
        <translation>aucun élément en double attendu</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="59"/>
        <source>expected a string matching {pattern}, got {got}</source>
        <translation>une chaîne conforme à {pattern} est attendue, trouvé : {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="61"/>
        <source>{got} matching none of the forms allowed here</source>
        <translation>{got} ne correspondant à aucune des formes permises ici</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="65"/>
        <source>{got} that breaks the schema's {rule} rule</source>
        <translation>{got} qui enfreint la règle {rule} du schéma</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="71"/>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="71"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../../pacenote/stage.py" line="103"/>
        <source>{tile} at {q},{r}</source>
        <translation>{tile} en {q},{r}</translation>
    </message>
    <message>
        <location filename="../../pacenote/tilelist.py" line="76"/>
        <source>{token} is not a tile id</source>
        <translation>{token} n'est pas un id de tuile</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/tilelist.py" line="100"/>
        <source>the box holds {n} tile {number}</source>
        <comment>the box holds {n} tiles {number}</comment>
        <translation>
            <numerusform>la boîte contient {n} tuile {number}</numerusform>
            <numerusform>la boîte contient {n} tuiles {number}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/tilelist.py" line="102"/>
        <source>the box holds no tile {number}</source>
        <translation>la boîte ne contient aucune tuile {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/tilelist.py" line="104"/>
        <source>the {boxes} boxes hold {n} tile {number}</source>
        <comment>the {boxes} boxes hold {n} tiles {number}</comment>
        <translation>
            <numerusform>les {boxes} boîtes contiennent {n} tuile {number}</numerusform>
            <numerusform>les {boxes} boîtes contiennent {n} tuiles {number}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/tilelist.py" line="107"/>
        <source>the {boxes} boxes hold no tile {number}</source>
        <translation>les {boxes} boîtes ne contiennent aucune tuile {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/tilelist.py" line="109"/>
        <source>{boxes} hold {n} tile {number}</source>
        <comment>{boxes} hold {n} tiles {number}</comment>
        <translation>
            <numerusform>{boxes} contiennent {n} tuile {number}</numerusform>
            <numerusform>{boxes} contiennent {n} tuiles {number}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/tilelist.py" line="111"/>
        <source>{boxes} hold no tile {number}</source>
        <translation>{boxes} ne contiennent aucune tuile {number}</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="37"/>
        <source>duplicate tile side {id}</source>
        <translation>face de tuile en double {id}</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="41"/>
        <source>{id} does not match number and side</source>
        <translation>{id} ne correspond pas au numéro et à la face</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="74"/>
        <source>a {kind} side needs a kind of {kinds} and at least two roads</source>
        <translation>une face {kind} demande un type parmi {kinds} et au moins deux routes</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="89"/>
        <source>two roads with one id</source>
        <translation>deux routes avec le même id</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="99"/>
        <source>no road has a cell labelled {label}</source>
        <translation>aucune route n'a de case nommée {label}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/tileparse.py" line="126"/>
        <source>section {section} does not exist ({n} section)</source>
        <comment>section {section} does not exist ({n} sections)</comment>
        <translation>
            <numerusform>la section {section} n'existe pas ({n} section)</numerusform>
            <numerusform>la section {section} n'existe pas ({n} sections)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="134"/>
        <source>road cannot start and end on one edge</source>
        <translation>la route ne peut pas commencer et finir sur le même côté</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="139"/>
        <source>only the service park has a road with one end</source>
        <translation>seul le parc d'assistance a une route à une seule extrémité</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="163"/>
        <source>no lane width for {n}-lane roads in $.lane_widths</source>
        <translation>pas de largeur de voie pour les routes à {n} voies dans $.lane_widths</translation>
    </message>
    <message>
        <location filename="../../pacenote/tiles.py" line="104"/>
        <source>unknown tileset {name} (known: {known})</source>
        <translation>jeu de tuiles inconnu {name} (connus : {known})</translation>
    </message>
    <message>
        <location filename="../../pacenote/tilesides.py" line="273"/>
        <source>side {id} has {reason}: not yet modelled</source>
        <translation>la face {id} a {reason} : pas encore modélisée</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="49"/>
        <source>no start-finish piece ({ids}): a circuit starts and ends on it</source>
        <translation>aucune tuile départ-arrivée ({ids}) : un circuit y commence et y finit</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="66"/>
        <source>hex {q},{r}, which holds only scenery ({tile})</source>
        <translation>l'hex {q},{r}, qui ne porte qu'un décor ({tile})</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="67"/>
        <source>hex {q},{r}</source>
        <translation>l'hex {q},{r}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/circuit.py" line="69"/>
        <source>the circuit does not close: from {first} the road ends at {last}, leaving by its {side} side to {there}, {n} hex from the start-finish piece, which it must come back into from behind its grid</source>
        <comment>the circuit does not close: from {first} the road ends at {last}, leaving by its {side} side to {there}, {n} hexes from the start-finish piece, which it must come back into from behind its grid</comment>
        <translation>
            <numerusform>le circuit ne se ferme pas : depuis {first} la route s'arrête à {last}, sortant par son côté {side} vers {there}, à {n} hex de la tuile départ-arrivée, où elle doit revenir par l'arrière de sa grille</numerusform>
            <numerusform>le circuit ne se ferme pas : depuis {first} la route s'arrête à {last}, sortant par son côté {side} vers {there}, à {n} hex de la tuile départ-arrivée, où elle doit revenir par l'arrière de sa grille</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="87"/>
        <source>no pit-stop piece (101): the rules place it next to the circuit; without it no car can pit</source>
        <translation>aucune tuile d'arrêt au stand (101) : les règles la placent à côté du circuit ; sans elle aucune voiture ne peut s'arrêter au stand</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="100"/>
        <source>the pit-stop piece {tile} lies where the road of {other} continues: it goes beside the circuit, not in it</source>
        <translation>la tuile d'arrêt au stand {tile} est là où continue la route de {other} : elle se place à côté du circuit, pas dedans</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="106"/>
        <source>the pit-stop piece {tile} touches no piece of the circuit: the rules place it next to the track</source>
        <translation>la tuile d'arrêt au stand {tile} ne touche aucune tuile du circuit : les règles la placent à côté de la piste</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="119"/>
        <source>no sequence of moves leads from the grid round the circuit back over the line: cars get no further than {cells}</source>
        <translation>aucune suite de mouvements ne mène de la grille, autour du circuit, à nouveau sur la ligne : les voitures ne vont pas plus loin que {cells}</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="131"/>
        <source> (the file gives no lap count: 1 assumed)</source>
        <translation> (le fichier ne donne pas de nombre de tours : 1 supposé)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/circuit.py" line="133"/>
        <source>{pieces} pieces in the loop (pit stop not counted) x {n} lap{said}: {length}, about {minutes} min for {players} players (rulebook guidelines: {guide})</source>
        <comment>{pieces} pieces in the loop (pit stop not counted) x {n} laps{said}: {length}, about {minutes} min for {players} players (rulebook guidelines: {guide})</comment>
        <translation>
            <numerusform>{pieces} tuiles dans la boucle (arrêt au stand non compté) x {n} tour{said} : {length}, environ {minutes} min pour {players} joueurs (repères des règles : {guide})</numerusform>
            <numerusform>{pieces} tuiles dans la boucle (arrêt au stand non compté) x {n} tours{said} : {length}, environ {minutes} min pour {players} joueurs (repères des règles : {guide})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="139"/>
        <source>a race</source>
        <translation>une course</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="163"/>
        <source>the RX circuit has no joker branch: lay a junction (402-409, 415) whose branch road leaves the loop and joins it again at another junction</source>
        <translation>le circuit RX n'a pas de bretelle joker : posez un embranchement (402-409, 415) dont la bretelle quitte la boucle et la rejoint à un autre embranchement</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/circuit.py" line="176"/>
        <source>the {route} road of {tile} leaves the course over {n} tile and does not join it again at a junction</source>
        <comment>the {route} road of {tile} leaves the course over {n} tiles and does not join it again at a junction</comment>
        <translation>
            <numerusform>la route {route} de {tile} quitte le parcours sur {n} tuile et ne le rejoint pas à un embranchement</numerusform>
            <numerusform>la route {route} de {tile} quitte le parcours sur {n} tuiles et ne le rejoint pas à un embranchement</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/circuitguide.py" line="22"/>
        <source>short 15 x 1 lap, medium 18 x 1 or 12 x 2, long 21 x 1 or 16 x 2</source>
        <translation>courte 15 x 1 tour, moyenne 18 x 1 ou 12 x 2, longue 21 x 1 ou 16 x 2</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="34"/>
        <source>stages {list}</source>
        <translation>spéciales {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="36"/>
        <source>tiles {list}</source>
        <translation>tuiles {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="38"/>
        <source>hexes {list}</source>
        <translation>hex {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="41"/>
        <source>cells {list}</source>
        <translation>cases {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="43"/>
        <source>placements {list}</source>
        <translation>placements {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="52"/>
        <source>error</source>
        <comment>severity</comment>
        <translation>erreur</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="53"/>
        <source>warning</source>
        <comment>severity</comment>
        <translation>avertissement</translation>
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
        <translation>{file} : {severity} {code} [{where}] : {message}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="85"/>
        <source>{file}: {severity} {code}: {message}</source>
        <translation>{file} : {severity} {code} : {message}</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="34"/>
        <source>short</source>
        <comment>length class</comment>
        <translation>courte</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="35"/>
        <source>medium</source>
        <comment>length class</comment>
        <translation>moyenne</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="36"/>
        <source>long</source>
        <comment>length class</comment>
        <translation>longue</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="37"/>
        <source>a short stage</source>
        <translation>une spéciale courte</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="38"/>
        <source>a medium stage</source>
        <translation>une spéciale moyenne</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="39"/>
        <source>a long stage</source>
        <translation>une spéciale longue</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="40"/>
        <source>a short rally</source>
        <translation>un rallye court</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="41"/>
        <source>a medium rally</source>
        <translation>un rallye moyen</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="42"/>
        <source>a long rally</source>
        <translation>un rallye long</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="43"/>
        <source>a short race</source>
        <translation>une course courte</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="44"/>
        <source>a medium race</source>
        <translation>une course moyenne</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="45"/>
        <source>a long race</source>
        <translation>une course longue</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="63"/>
        <source>no sequence of moves leads from the grid past the finish line: cars get no further than {cells} on {tile}</source>
        <translation>aucune suite de mouvements ne mène de la grille au-delà de la ligne d'arrivée : les voitures ne vont pas plus loin que {cells} sur {tile}</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="76"/>
        <source>the shortcut {cell} on {tile} can never be entered: no cell before the corner it cuts touches it</source>
        <translation>on ne peut jamais entrer dans le raccourci {cell} sur {tile} : aucune case avant le virage qu'il coupe ne le touche</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="79"/>
        <source>the shortcut {cell} on {tile} leads nowhere: no cell after the corner it cuts touches it</source>
        <translation>le raccourci {cell} sur {tile} ne mène nulle part : aucune case après le virage qu'il coupe ne le touche</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="98"/>
        <source>the slide row {cells} on {tile} can never be entered sliding</source>
        <translation>on ne peut jamais entrer en dérapage dans la rangée de dérapage {cells} sur {tile}</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="101"/>
        <source>the slide row {cells} on {tile} can never be left sliding</source>
        <translation>on ne peut jamais sortir en dérapage de la rangée de dérapage {cells} sur {tile}</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="141"/>
        <source>{cell} (limit {limit})</source>
        <translation>{cell} (limite {limit})</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="144"/>
        <source>every landing of the jump ^{n} at {cells} on {tile} has a limit below the landing gear ({spots}): the jump can only be made with a loss of control</source>
        <translation>chaque atterrissage du saut ^{n} en {cells} sur {tile} a une limite inférieure à la vitesse d'atterrissage ({spots}) : le saut ne peut se faire qu'avec une perte de contrôle</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="161"/>
        <source>{cell} (limit {limit}, landing in gear {gear})</source>
        <translation>{cell} (limite {limit}, atterrissage en vitesse {gear})</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="165"/>
        <source>the jump ^{n} at {cells} on {tile} can land on {spots}: a loss of control there</source>
        <translation>le saut ^{n} en {cells} sur {tile} peut atterrir sur {spots} : une perte de contrôle à cet endroit</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="170"/>
        <source>the jump ^{n} at {cells} on {tile} reaches the ford at {fords}: pacenote's reading is that a car cannot land in a ford (a landing is never a gas or gear-1 entry), so the jump never lands there (docs/rules.md)</source>
        <translation>le saut ^{n} en {cells} sur {tile} atteint le gué en {fords} : pacenote lit les règles ainsi : une voiture ne peut pas atterrir dans un gué (un atterrissage n'est jamais une entrée au gaz ni en vitesse 1), donc le saut n'y atterrit jamais (docs/rules.md)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/playability.py" line="186"/>
        <source>{n} road tile from START to FINISH (service park not counted): {length}, about {minutes} min for {players} players (rulebook guidelines: short {short}, medium {medium}, long {long} tiles)</source>
        <comment>{n} road tiles from START to FINISH (service park not counted): {length}, about {minutes} min for {players} players (rulebook guidelines: short {short}, medium {medium}, long {long} tiles)</comment>
        <translation>
            <numerusform>{n} tuile de route de START à FINISH (parc d'assistance non compté) : {length}, environ {minutes} min pour {players} joueurs (repères des règles : courte {short}, moyenne {medium}, longue {long} tuiles)</numerusform>
            <numerusform>{n} tuiles de route de START à FINISH (parc d'assistance non compté) : {length}, environ {minutes} min pour {players} joueurs (repères des règles : courte {short}, moyenne {medium}, longue {long} tuiles)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="193"/>
        <source>a stage</source>
        <translation>une spéciale</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/playability.py" line="199"/>
        <source>{n} road tile: shorter than the rulebook's short stage ({short} tiles for {players} players)</source>
        <comment>{n} road tiles: shorter than the rulebook's short stage ({short} tiles for {players} players)</comment>
        <translation>
            <numerusform>{n} tuile de route : plus court que la spéciale courte des règles ({short} tuiles pour {players} joueurs)</numerusform>
            <numerusform>{n} tuiles de route : plus court que la spéciale courte des règles ({short} tuiles pour {players} joueurs)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="206"/>
        <source>{n} road tiles: longer than the rulebook's long stage ({long} tiles for {players} players)</source>
        <translation>{n} tuiles de route : plus long que la spéciale longue des règles ({long} tuiles pour {players} joueurs)</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="222"/>
        <source>{tile} is one car wide at {cells}: a car there blocks everyone behind it (blocking risk with many cars)</source>
        <translation>{tile} n'a la largeur que d'une voiture en {cells} : une voiture à cet endroit bloque toutes celles derrière (risque de blocage avec beaucoup de voitures)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/playability.py" line="235"/>
        <source>{n} course tile: {low} low, {medium} medium, {high} high danger ({share}% high: crashes there draw the most damage)</source>
        <comment>{n} course tiles: {low} low, {medium} medium, {high} high danger ({share}% high: crashes there draw the most damage)</comment>
        <translation>
            <numerusform>{n} tuile du parcours : {low} à danger faible, {medium} moyen, {high} élevé ({share}% élevé : une sortie de route y coûte le plus de dégâts)</numerusform>
            <numerusform>{n} tuiles du parcours : {low} à danger faible, {medium} moyen, {high} élevé ({share}% élevé : une sortie de route y coûte le plus de dégâts)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="258"/>
        <source>{n} tiles in a row without a speed limit (course tiles {first}-{last}, {tile} to {other}): cars reach top gear with nothing to brake for</source>
        <translation>{n} tuiles d'affilée sans limite de vitesse (tuiles du parcours {first}-{last}, de {tile} à {other}) : les voitures montent à la vitesse maximale sans rien pour freiner</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="51"/>
        <source>{label} ({file}) could not be read: {problem}</source>
        <translation>{label} ({file}) n'a pas pu être lu : {problem}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/rallychecks.py" line="58"/>
        <source>{label} ({file}) has {n} error ({codes})</source>
        <comment>{label} ({file}) has {n} errors ({codes})</comment>
        <translation>
            <numerusform>{label} ({file}) a {n} erreur ({codes})</numerusform>
            <numerusform>{label} ({file}) a {n} erreurs ({codes})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="66"/>
        <source>the plan has service after {label} but {file} has no service park (201) attached after its FINISH</source>
        <translation>le plan prévoit une assistance après {label} mais {file} n'a pas de parc d'assistance (201) attaché après son FINISH</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="72"/>
        <source>{file} ends with the service park {tile} but the plan has no service after {label}</source>
        <translation>{file} se termine par le parc d'assistance {tile} mais le plan ne prévoit pas d'assistance après {label}</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="81"/>
        <source>the plan has service after the last stage {label}: it repairs nothing that is driven again</source>
        <translation>le plan prévoit une assistance après la dernière spéciale {label} : elle ne répare rien qui roule encore</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="86"/>
        <source>the rally has one stage; a rally is several stages (the rulebook's have three)</source>
        <translation>le rallye a une spéciale ; un rallye compte plusieurs spéciales (ceux des règles en ont trois)</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="101"/>
        <source>one of the rulebook's plans</source>
        <translation>l'un des plans des règles</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="102"/>
        <source>nearest rulebook class by road tiles</source>
        <translation>la classe des règles la plus proche en tuiles de route</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/rallychecks.py" line="104"/>
        <source>{n} stage, {tiles} road tiles ({classes}): {length}, about {minutes} min ({how}; short = 2 short stages, medium = 3 short or 2 long, long = 3 medium)</source>
        <comment>{n} stages, {tiles} road tiles ({classes}): {length}, about {minutes} min ({how}; short = 2 short stages, medium = 3 short or 2 long, long = 3 medium)</comment>
        <translation>
            <numerusform>{n} spéciale, {tiles} tuiles de route ({classes}) : {length}, environ {minutes} min ({how} ; court = 2 spéciales courtes, moyen = 3 courtes ou 2 longues, long = 3 moyennes)</numerusform>
            <numerusform>{n} spéciales, {tiles} tuiles de route ({classes}) : {length}, environ {minutes} min ({how} ; court = 2 spéciales courtes, moyen = 3 courtes ou 2 longues, long = 3 moyennes)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="50"/>
        <source>{tile} at {q},{r}{reason}</source>
        <translation>{tile} en {q},{r}{reason}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/structure.py" line="64"/>
        <source>tile {number} is used {n} time ({where}) but {held}</source>
        <comment>tile {number} is used {n} times ({where}) but {held}</comment>
        <translation>
            <numerusform>la tuile {number} est utilisée {n} fois ({where}) mais {held}</numerusform>
            <numerusform>la tuile {number} est utilisée {n} fois ({where}) mais {held}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="68"/>
        <source>{where}: both sides of tile {number} are used but {held} (a tile shows one side at a time)</source>
        <translation>{where} : les deux faces de la tuile {number} sont utilisées mais {held} (une tuile ne montre qu'une face à la fois)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/structure.py" line="72"/>
        <source>{side} is placed {n} time ({where}) but {held}</source>
        <comment>{side} is placed {n} times ({where}) but {held}</comment>
        <translation>
            <numerusform>{side} est posée {n} fois ({where}) mais {held}</numerusform>
            <numerusform>{side} est posée {n} fois ({where}) mais {held}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="86"/>
        <source>{n} tiles on hex {q},{r} ({tiles}); a hex holds one tile</source>
        <translation>{n} tuiles sur l'hex {q},{r} ({tiles}) ; un hex porte une tuile</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="104"/>
        <source>{n} {word} tiles ({tiles}); a stage has one</source>
        <translation>{n} tuiles {word} ({tiles}) ; une spéciale en a une</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="108"/>
        <source>no {word} tile ({ids})</source>
        <translation>aucune tuile {word} ({ids})</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="122"/>
        <source>no {word} tile ({ids}): the course leading to the FINISH begins at {tile}, facing empty hex {q},{r}</source>
        <translation>aucune tuile {word} ({ids}) : le parcours qui mène au FINISH commence à {tile}, face à l'hex vide {q},{r}</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="125"/>
        <source>no {word} tile ({ids}): the course from the START ends at {tile}, facing empty hex {q},{r}</source>
        <translation>aucune tuile {word} ({ids}) : le parcours depuis le START s'arrête à {tile}, face à l'hex vide {q},{r}</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="144"/>
        <source>the lanes of {tile} ({lanes} lanes) do not line up with those of {other} ({other_lanes} lanes) where they meet ({side} side of {id})</source>
        <translation>les voies de {tile} ({lanes} voies) ne s'alignent pas sur celles de {other} ({other_lanes} voies) à leur jonction (côté {side} de {id})</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="192"/>
        <source>the road of {tile} (course tile {i}) meets the road of {other} (course tile {j}), which does not follow it on the course: the course is ambiguous there</source>
        <translation>la route de {tile} (tuile {i} du parcours) rejoint la route de {other} (tuile {j} du parcours), qui ne la suit pas sur le parcours : le parcours y est ambigu</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="202"/>
        <source>behind the START</source>
        <translation>derrière le START</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="203"/>
        <source>after the FINISH</source>
        <translation>après le FINISH</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="203"/>
        <source>at the course</source>
        <translation>au parcours</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="207"/>
        <source>the service park {tile} is attached {at} ({other}); it belongs right after the FINISH</source>
        <translation>le parc d'assistance {tile} est attaché {at} ({other}) ; il se place juste après le FINISH</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="211"/>
        <source>{tile} joins the road {at} ({other}) but is not on the course: the road forks there</source>
        <translation>{tile} rejoint la route {at} ({other}) mais n'est pas sur le parcours : la route y bifurque</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="231"/>
        <source>{tile} is not on the course from START to FINISH and joins nothing on it</source>
        <translation>{tile} n'est pas sur le parcours de START à FINISH et ne rejoint rien dessus</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="243"/>
        <source>the course leaves the START {tile} the way that leaves no cell behind its start line, so cars have nowhere to line up; turn the START round (or lead the course out of its other end)</source>
        <translation>le parcours quitte le START {tile} du côté qui ne laisse aucune case derrière sa ligne de départ, les voitures n'ont donc pas où se placer ; retournez le START (ou faites sortir le parcours par son autre bout)</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="257"/>
        <source>no cell of the course lies past the finish line of {tile}: cars can never finish; turn the FINISH round</source>
        <translation>aucune case du parcours ne se trouve après la ligne d'arrivée de {tile} : les voitures ne peuvent jamais finir ; retournez le FINISH</translation>
    </message>
</context>
</TS>
