<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>Autosave</name>
    <message>
        <source>an unsaved rally</source>
        <translation>un rally non salvato</translation>
    </message>
    <message>
        <source>an unsaved stage</source>
        <translation>una prova speciale non salvata</translation>
    </message>
    <message>
        <source>{what} (autosaved {when})</source>
        <translation>{what} (salvataggio automatico {when})</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>Salvataggio automatico fallito: {problem}</translation>
    </message>
</context>
<context>
    <name>Congestion</name>
    <message>
        <source>{cell}: blocked {blocked}, forced onto another path {traffic} per race</source>
        <translation>{cell}: bloccato {blocked}, costretto su un altro percorso {traffic} per gara</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>Untitled rally</source>
        <translation>Rally senza titolo</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Senza titolo</translation>
    </message>
    <message>
        <source>Add stage {label}</source>
        <translation>Aggiungi prova speciale {label}</translation>
    </message>
    <message>
        <source>Add {file} as {label}</source>
        <translation>Aggiungi {file} come {label}</translation>
    </message>
    <message>
        <source>Remove stage {label}</source>
        <translation>Rimuovi prova speciale {label}</translation>
    </message>
    <message>
        <source>Move {label} to place {n}</source>
        <translation>Sposta {label} al posto {n}</translation>
    </message>
    <message>
        <source>Rename {old} → {label}</source>
        <translation>Rinomina {old} → {label}</translation>
    </message>
    <message>
        <source>Service after {label} on</source>
        <translation>Assistenza dopo {label}: sì</translation>
    </message>
    <message>
        <source>Service after {label} off</source>
        <translation>Assistenza dopo {label}: no</translation>
    </message>
    <message>
        <source>Edit rally {field}</source>
        <translation>Modifica {field} del rally</translation>
    </message>
</context>
<context>
    <name>DrivePanel</name>
    <message>
        <source> · exact</source>
        <translation> · esatto</translation>
    </message>
    <message>
        <source>{n} retired</source>
        <translation>{n} ritirati</translation>
    </message>
    <message>
        <source>{n} stuck</source>
        <translation>{n} bloccati</translation>
    </message>
    <message>
        <source>taken in {share} of runs, {times} times per run: {outcomes}</source>
        <translation>presi nel {share} delle corse, {times} volte per corsa: {outcomes}</translation>
    </message>
    <message>
        <source>taken in {share} of runs, {times} times: {outcomes}</source>
        <translation>presi nel {share} delle corse, {times} volte: {outcomes}</translation>
    </message>
    <message>
        <source>none taken</source>
        <translation>nessuna presa</translation>
    </message>
    <message>
        <source>(runs {mean} ± {se} s)</source>
        <translation>(corse {mean} ± {se} s)</translation>
    </message>
    <message>
        <source>{n} per run</source>
        <translation>{n} per corsa</translation>
    </message>
    <message>
        <source>(runs)</source>
        <translation>(corse)</translation>
    </message>
    <message>
        <source>- (the expert driver&apos;s figure)</source>
        <translation>- (il dato del pilota esperto)</translation>
    </message>
    <message>
        <source>({n} in the runs)</source>
        <translation>({n} nelle corse)</translation>
    </message>
    <message>
        <source> (simulated; rulebook about {minutes})</source>
        <translation> (simulato; regolamento circa {minutes})</translation>
    </message>
    <message>
        <source>plan ready · {driver} · the runs follow</source>
        <translation>piano pronto · {driver} · seguono le corse</translation>
    </message>
    <message>
        <source> (simulated; the GT book: about {minutes} for {players} players)</source>
        <translation> (simulato; il regolamento GT: circa {minutes} per {players} giocatori)</translation>
    </message>
    <message>
        <source> over {laps}</source>
        <translation> su {laps}</translation>
    </message>
    <message>
        <source>{runs} of {cars}{over} · about {minutes} min at the table{book} · {overtakes} overtakes and {blocked} blocked turns {per} · {retirements}</source>
        <translation>{runs} di {cars}{over} · circa {minutes} min al tavolo{book} · {overtakes} sorpassi e {blocked} turni bloccati {per} · {retirements}</translation>
    </message>
    <message>
        <source>Test drive</source>
        <translation>Giro di prova</translation>
    </message>
    <message>
        <source>Mean time</source>
        <translation>Tempo medio</translation>
    </message>
    <message>
        <source>Par time</source>
        <translation>Tempo di riferimento</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Finite</translation>
    </message>
    <message>
        <source>Losses of control</source>
        <translation>Perdite di controllo</translation>
    </message>
    <message>
        <source>Crashes</source>
        <translation>Impatti</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turni</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Scorciatoie</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>casella</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>tessera</translation>
    </message>
    <message>
        <source>lose control</source>
        <translation>perdita di controllo</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>impatto</translation>
    </message>
    <message>
        <source>Stage times</source>
        <translation>Tempi della prova speciale</translation>
    </message>
    <message>
        <source>Hot spots: share of runs losing control in the cell</source>
        <translation>Punti critici: quota di corse con perdita di controllo nella casella</translation>
    </message>
    <message>
        <source> (exact rate)</source>
        <translation> (tasso esatto)</translation>
    </message>
    <message>
        <source>{losses} losses of control in {runs} runs</source>
        <translation>{losses} perdite di controllo in {runs} corse</translation>
    </message>
    <message>
        <source>Rally ({stages})</source>
        <translation>Rally ({stages})</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Gara</translation>
    </message>
    <message>
        <source>Test drive needs a course from START to FINISH: {reason}</source>
        <translation>Il giro di prova richiede un percorso da START a FINISH: {reason}</translation>
    </message>
    <message>
        <source>Test drive (Ctrl+T) lets an AI driver run the stage many times and shows its pace, risk and crash hot spots.</source>
        <translation>Il giro di prova (Ctrl+T) fa correre la prova speciale molte volte a un pilota IA e ne mostra ritmo, rischio e punti critici di impatto.</translation>
    </message>
    <message>
        <source>Stale: the stage has changed since this test drive (the heat map is hidden). Test drive again to update.</source>
        <translation>Non aggiornato: la prova speciale è cambiata dopo questo giro di prova (la mappa di calore è nascosta). Ripeti il giro di prova per aggiornare.</translation>
    </message>
</context>
<context>
    <name>EditingWindow</name>
    <message>
        <source>A token lies on a tile: drop it on one</source>
        <translation>Un gettone sta su una tessera: rilascialo su una tessera</translation>
    </message>
    <message>
        <source>Select the tile to lay the token on</source>
        <translation>Seleziona la tessera su cui posare il gettone</translation>
    </message>
</context>
<context>
    <name>Edits</name>
    <message>
        <source>Rotate together</source>
        <translation>Ruota insieme</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Ruota</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Sposta</translation>
    </message>
    <message>
        <source>Place {tile}</source>
        <translation>Posa {tile}</translation>
    </message>
    <message>
        <source>Replace {old} with {tile}</source>
        <translation>Sostituisci {old} con {tile}</translation>
    </message>
    <message>
        <source>Flip {tile} → {other}</source>
        <translation>Gira {tile} → {other}</translation>
    </message>
    <message>
        <source>Flip {tiles}</source>
        <translation>Gira {tiles}</translation>
    </message>
    <message>
        <source>Turn {tile} left</source>
        <translation>Ruota {tile} a sinistra</translation>
    </message>
    <message>
        <source>Turn {tile} right</source>
        <translation>Ruota {tile} a destra</translation>
    </message>
    <message>
        <source>Add {token} token on {tile}</source>
        <translation>Aggiungi gettone {token} su {tile}</translation>
    </message>
    <message>
        <source>Move {token} token</source>
        <translation>Sposta gettone {token}</translation>
    </message>
    <message>
        <source>Remove {token} token</source>
        <translation>Rimuovi gettone {token}</translation>
    </message>
    <message>
        <source>Turn {token} token</source>
        <translation>Ruota gettone {token}</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>{name} has unsaved changes. Save them?</source>
        <translation>{name} ha modifiche non salvate. Salvarle?</translation>
    </message>
    <message>
        <source>Add stage to the rally</source>
        <translation>Aggiungi prova speciale al rally</translation>
    </message>
    <message>
        <source>Cannot add stage</source>
        <translation>Impossibile aggiungere la prova speciale</translation>
    </message>
    <message>
        <source>Open stage</source>
        <translation>Apri prova speciale</translation>
    </message>
    <message>
        <source>Import stage</source>
        <translation>Importa prova speciale</translation>
    </message>
    <message>
        <source>Cannot open rally</source>
        <translation>Impossibile aprire il rally</translation>
    </message>
    <message>
        <source>Cannot open stage</source>
        <translation>Impossibile aprire la prova speciale</translation>
    </message>
    <message>
        <source>Save rally</source>
        <translation>Salva rally</translation>
    </message>
    <message>
        <source>Save stage</source>
        <translation>Salva prova speciale</translation>
    </message>
    <message>
        <source>Read-only file</source>
        <translation>File di sola lettura</translation>
    </message>
    <message>
        <source>{file} is read-only. Replace it anyway?</source>
        <translation>{file} è di sola lettura. Sostituirlo comunque?</translation>
    </message>
    <message>
        <source>Cannot save rally</source>
        <translation>Impossibile salvare il rally</translation>
    </message>
    <message>
        <source>Cannot save stage</source>
        <translation>Impossibile salvare la prova speciale</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Salvato {path}</translation>
    </message>
    <message>
        <source>Export stage</source>
        <translation>Esporta prova speciale</translation>
    </message>
    <message>
        <source>Cannot export stage</source>
        <translation>Impossibile esportare la prova speciale</translation>
    </message>
    <message>
        <source>Exported with changes</source>
        <translation>Esportato con modifiche</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>Esportato {path}</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>Esporta immagine</translation>
    </message>
    <message>
        <source>Cannot export picture</source>
        <translation>Impossibile esportare l&apos;immagine</translation>
    </message>
    <message>
        <source>Export printable build guide</source>
        <translation>Esporta guida di montaggio stampabile</translation>
    </message>
    <message>
        <source>Cannot export build guide</source>
        <translation>Impossibile esportare la guida di montaggio</translation>
    </message>
    <message>
        <source>Recovery copy unreadable</source>
        <translation>Copia di recupero illeggibile</translation>
    </message>
    <message>
        <source>A recovery copy could not be read ({problem}). It was kept at {where} and will not be offered again.</source>
        <translation>Impossibile leggere una copia di recupero ({problem}). È stata conservata in {where} e non verrà più proposta.</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Recupera modifiche non salvate</translation>
    </message>
    <message>
        <source>The editor did not close cleanly. Recover the unsaved changes to {what}?</source>
        <translation>L&apos;editor non si è chiuso correttamente. Recuperare le modifiche non salvate di {what}?</translation>
    </message>
    <message>
        <source>Discard deletes the recovery copy. Decide later keeps it and asks again the next time the file is opened.</source>
        <translation>Scarta elimina la copia di recupero. Decidi dopo la conserva e lo richiede alla prossima apertura del file.</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Recupera</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <source>Decide later</source>
        <translation>Decidi dopo</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Impossibile recuperare</translation>
    </message>
    <message>
        <source>{problem} (kept at {where})</source>
        <translation>{problem} (conservata in {where})</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <source>empty stage: what the course needs first</source>
        <translation>prova speciale vuota: ciò che serve prima al percorso</translation>
    </message>
    <message>
        <source>Show info</source>
        <translation>Mostra info</translation>
    </message>
    <message>
        <source>Also list what a stage designer may want to know (length class, danger profile, …)</source>
        <translation>Elenca anche ciò che può interessare a chi progetta una prova speciale (classe di lunghezza, profilo di pericolo, …)</translation>
    </message>
    <message>
        <source>code</source>
        <translation>codice</translation>
    </message>
    <message>
        <source>message</source>
        <translation>messaggio</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>jumps</source>
        <translation>salti</translation>
    </message>
    <message>
        <source>fords</source>
        <translation>guadi</translation>
    </message>
    <message>
        <source>shortcuts</source>
        <translation>scorciatoie</translation>
    </message>
    <message>
        <source>slides</source>
        <translation>derapate</translation>
    </message>
    <message>
        <source>Generate stage</source>
        <translation>Genera prova speciale</translation>
    </message>
    <message>
        <source>Boxes owned, e.g. dirt-core or dirt-core:2,dirt-rx</source>
        <translation>Scatole possedute, p. es. dirt-core o dirt-core:2,dirt-rx</translation>
    </message>
    <message>
        <source>short (10-12 tiles)</source>
        <translation>breve (10-12 tessere)</translation>
    </message>
    <message>
        <source>medium (13-16 tiles)</source>
        <translation>medio (13-16 tessere)</translation>
    </message>
    <message>
        <source>long (17-18 tiles)</source>
        <translation>lungo (17-18 tessere)</translation>
    </message>
    <message>
        <source>road tiles:</source>
        <translation>tessere strada:</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>media</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>par time:</source>
        <translation>tempo di riferimento:</translation>
    </message>
    <message>
        <source>{0}: any</source>
        <translation>{0}: indifferente</translation>
    </message>
    <message>
        <source>{0}: with</source>
        <translation>{0}: con</translation>
    </message>
    <message>
        <source>{0}: without</source>
        <translation>{0}: senza</translation>
    </message>
    <message>
        <source>any</source>
        <translation>qualsiasi</translation>
    </message>
    <message>
        <source>Terrain mix where the boxes allow: gravel,asphalt,snow (equal shares) or gravel:60,asphalt:40; empty: any</source>
        <translation>Mix di fondi se le scatole lo consentono: gravel,asphalt,snow (parti uguali) o gravel:60,asphalt:40; vuoto: qualsiasi</translation>
    </message>
    <message>
        <source>Table WIDTHxDEPTH in cm; empty: any size</source>
        <translation>Tavolo LARGHEZZAxPROFONDITÀ in cm; vuoto: qualsiasi misura</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Boxes owned</source>
        <translation>Scatole possedute</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Lunghezza</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficoltà</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Elementi</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Table (cm)</source>
        <translation>Tavolo (cm)</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>seme</translation>
    </message>
    <message>
        <source>candidates</source>
        <translation>candidati</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tempo</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Ricerca</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Genera</translation>
    </message>
    <message>
        <source>Set the brief and press Generate.</source>
        <translation>Imposta i requisiti e premi Genera.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Apri</translation>
    </message>
    <message>
        <source>Searching (up to {0:.0f} s)…</source>
        <translation>Ricerca in corso (fino a {0:.0f} s)…</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s), best first: pick one and Open.</source>
        <translation>
            <numerusform>%n candidato, il migliore per primo: scegline uno e premi Apri.</numerusform>
            <numerusform>%n candidati, il migliore per primo: scegline uno e premi Apri.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot meet the brief: {0}</source>
        <translation>Impossibile soddisfare i requisiti: {0}</translation>
    </message>
</context>
<context>
    <name>HeatLegend</name>
    <message>
        <source>{share} or more</source>
        <translation>{share} o più</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Double-click a tile in the palette</source>
        <translation>Doppio clic su una tessera nella tavolozza</translation>
    </message>
    <message>
        <source>place it at the green open end</source>
        <translation>la posa all&apos;estremità aperta verde</translation>
    </message>
    <message>
        <source>Shift+double-click a curve in the palette</source>
        <translation>Maiusc+doppio clic su una curva nella tavolozza</translation>
    </message>
    <message>
        <source>place it bending left</source>
        <translation>la posa con la curva a sinistra</translation>
    </message>
    <message>
        <source>Ctrl+double-click a curve in the palette</source>
        <translation>Ctrl+doppio clic su una curva nella tavolozza</translation>
    </message>
    <message>
        <source>place it bending right</source>
        <translation>la posa con la curva a destra</translation>
    </message>
    <message>
        <source>Drag a tile from the palette</source>
        <translation>Trascinare una tessera dalla tavolozza</translation>
    </message>
    <message>
        <source>place it on any hex (a preview shows how it lands)</source>
        <translation>la posa su qualsiasi esagono (un&apos;anteprima mostra come si posa)</translation>
    </message>
    <message>
        <source>Click an open-end marker</source>
        <translation>Clic su un indicatore di estremità aperta</translation>
    </message>
    <message>
        <source>place the palette&apos;s tile there, or make that end active</source>
        <translation>posa lì la tessera della tavolozza, o rende attiva quell&apos;estremità</translation>
    </message>
    <message>
        <source>Click / Ctrl+click a tile, drag on empty canvas</source>
        <translation>Clic / Ctrl+clic su una tessera, trascinare sulla tela vuota</translation>
    </message>
    <message>
        <source>select tiles</source>
        <translation>seleziona le tessere</translation>
    </message>
    <message>
        <source>Drag selected tiles</source>
        <translation>Trascinare le tessere selezionate</translation>
    </message>
    <message>
        <source>move them</source>
        <translation>le sposta</translation>
    </message>
    <message>
        <source>Ctrl+wheel</source>
        <translation>Ctrl+rotellina</translation>
    </message>
    <message>
        <source>rotate the selection, or the tile under the mouse</source>
        <translation>ruota la selezione, o la tessera sotto il mouse</translation>
    </message>
    <message>
        <source>Right-click a tile or token</source>
        <translation>Clic destro su una tessera o un gettone</translation>
    </message>
    <message>
        <source>rotate, flip, delete, add or turn a token</source>
        <translation>ruotare, girare, eliminare; aggiungere o ruotare un gettone</translation>
    </message>
    <message>
        <source>Double-click a START in the palette, then the next tiles: each goes on the green open end, turned to fit. Shift+double-click a curve to bend it left, Ctrl+double-click to bend it right; with a placed curve selected, [ and ] turn it. R / Shift+R rotate, F flips, right-click a tile for more. F1 lists every key.</source>
        <translation>Doppio clic su una START nella tavolozza, poi sulle tessere successive: ognuna va all&apos;estremità aperta verde, ruotata per combaciare. Maiusc+doppio clic su una curva la fa girare a sinistra, Ctrl+doppio clic a destra; con una curva posata selezionata, [ e ] la girano. R / Maiusc+R ruotano, F gira sull&apos;altro lato, clic destro su una tessera per altro. F1 elenca tutti i tasti.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mouse</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Cosa fa</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Ho capito</translation>
    </message>
    <message>
        <source>Documentation</source>
        <translation>Documentazione</translation>
    </message>
    <message>
        <source>The editor&apos;s documentation is docs/editor.md in pacenote&apos;s source (with README.md and the other docs/*.md files); Help → Keyboard shortcuts lists every key.</source>
        <translation>La documentazione dell&apos;editor è docs/editor.md nel sorgente di pacenote (con README.md e gli altri file docs/*.md); Aiuto → Scorciatoie da tastiera elenca tutti i tasti.</translation>
    </message>
    <message>
        <source>About pacenote</source>
        <translation>Informazioni su pacenote</translation>
    </message>
    <message>
        <source>&lt;b&gt;pacenote {version}&lt;/b&gt;&lt;p&gt;Build, check, test-drive and export stages for Rallyman: DIRT and Rallyman: GT. Not affiliated with the games&apos; publisher.&lt;/p&gt;&lt;p&gt;MIT licence.&lt;/p&gt;</source>
        <translation>&lt;b&gt;pacenote {version}&lt;/b&gt;&lt;p&gt;Costruisci, verifica, prova ed esporta prove speciali per Rallyman: DIRT e Rallyman: GT. Non affiliato all&apos;editore dei giochi.&lt;/p&gt;&lt;p&gt;Licenza MIT.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Histogram</name>
    <message>
        <source>mean</source>
        <translation>media</translation>
    </message>
    <message>
        <source>par</source>
        <translation>riferimento</translation>
    </message>
</context>
<context>
    <name>ImageOptionsDialog</name>
    <message>
        <source>Export picture</source>
        <translation>Esporta immagine</translation>
    </message>
    <message>
        <source>No title</source>
        <translation>Senza titolo</translation>
    </message>
    <message>
        <source>Tile list beside the map</source>
        <translation>Elenco tessere accanto alla mappa</translation>
    </message>
    <message>
        <source> px per hex</source>
        <translation> px per esagono</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Scala</translation>
    </message>
</context>
<context>
    <name>LanguageDialog</name>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>System language ({name})</source>
        <translation>Lingua del sistema ({name})</translation>
    </message>
    <message>
        <source>The new language applies when the editor is restarted.</source>
        <translation>La nuova lingua si applica al riavvio dell&apos;editor.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Tiles</source>
        <translation>Tessere</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Gettoni</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Prova speciale</translation>
    </message>
    <message>
        <source>&lt;as opened&gt;</source>
        <translation>&lt;come aperto&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Cronologia</translation>
    </message>
    <message>
        <source>Test drive</source>
        <translation>Giro di prova</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemi</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Rally</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Undo rally change</source>
        <translation>Ann&amp;ulla modifica del rally</translation>
    </message>
    <message>
        <source>Red&amp;o rally change</source>
        <translation>Rip&amp;eti modifica del rally</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>New &amp;With Boxes</source>
        <translation>Nuovo &amp;con scatole</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>Ra&amp;lly</source>
        <translation>Ra&amp;lly</translation>
    </message>
    <message>
        <source>&amp;Drive</source>
        <translation>&amp;Guida</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Replay</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuovo</translation>
    </message>
    <message>
        <source>New &amp;Rally</source>
        <translation>Nuovo &amp;rally</translation>
    </message>
    <message>
        <source>A rally of several stages, one tab each, saved as a .rally.json</source>
        <translation>Un rally di più prove speciali, una scheda ciascuna, salvato come .rally.json</translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation>&amp;Genera…</translation>
    </message>
    <message>
        <source>Generate stages to a brief (boxes, length, difficulty, table) and open one</source>
        <translation>Genera prove speciali secondo dei requisiti (scatole, lunghezza, difficoltà, tavolo) e aprine una</translation>
    </message>
    <message>
        <source>Rallyman: &amp;DIRT stage</source>
        <translation>Prova speciale di Rallyman: &amp;DIRT</translation>
    </message>
    <message>
        <source>New empty stage with the tiles of tileset {name}</source>
        <translation>Nuova prova speciale vuota con le tessere del set {name}</translation>
    </message>
    <message>
        <source>Rallyman: &amp;GT circuit</source>
        <translation>Circuito di Rallyman: &amp;GT</translation>
    </message>
    <message>
        <source>DIRT stage with GT &amp;asphalt</source>
        <translation>Prova speciale DIRT con &amp;asfalto GT</translation>
    </message>
    <message>
        <source>DIRT stage with &amp;expansions (Monte Carlo / 110% / Climb 301–326)</source>
        <translation>Prova speciale DIRT con &amp;espansioni (Monte Carlo / 110% / Climb 301–326)</translation>
    </message>
    <message>
        <source>GT circuit with e&amp;xpansion pieces (121–154)</source>
        <translation>Circuito GT con pezzi di e&amp;spansione (121–154)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>Apri recen&amp;ti</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salva c&amp;ome…</translation>
    </message>
    <message>
        <source>&amp;Import Rekee / .rgt…</source>
        <translation>&amp;Importa Rekee / .rgt…</translation>
    </message>
    <message>
        <source>Export as Rekee &amp;JSON…</source>
        <translation>Esporta come &amp;JSON Rekee…</translation>
    </message>
    <message>
        <source>E&amp;xport as .rgt…</source>
        <translation>Esporta co&amp;me .rgt…</translation>
    </message>
    <message>
        <source>Export &amp;picture (PNG/SVG)…</source>
        <translation>Esporta immagine (PNG/S&amp;VG)…</translation>
    </message>
    <message>
        <source>Export printable bui&amp;ld guide (PDF)…</source>
        <translation>Esporta guida di montaggio stampa&amp;bile (PDF)…</translation>
    </message>
    <message>
        <source>The stage&apos;s build guide, ready to print (as pacenote export writes it)</source>
        <translation>La guida di montaggio della prova speciale, pronta da stampare (come la scrive pacenote export)</translation>
    </message>
    <message>
        <source>Export rally &amp;booklet (PDF)…</source>
        <translation>Esporta &amp;libretto del rally (PDF)…</translation>
    </message>
    <message>
        <source>Cover, every stage&apos;s build guide and the rally sheet (as pacenote export RALLY -o FILE.pdf writes them)</source>
        <translation>Copertina, la guida di montaggio di ogni prova speciale e il Foglio di Gara (come li scrive pacenote export RALLY -o FILE.pdf)</translation>
    </message>
    <message>
        <source>Export rally b&amp;undle (folder)…</source>
        <translation>Esporta &amp;pacchetto del rally (cartella)…</translation>
    </message>
    <message>
        <source>The folder a rally director prints or shares: booklet, stage files, pictures, pick list, index.html (as pacenote export RALLY -o DIR/)</source>
        <translation>La cartella che la direzione del rally stampa o condivide: libretto, file delle prove speciali, immagini, elenco tessere, index.html (come pacenote export RALLY -o DIR/)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Place at the open end</source>
        <translation>&amp;Posa all&apos;estremità aperta</translation>
    </message>
    <message>
        <source>Place the palette&apos;s tile where the course goes on</source>
        <translation>Posa la tessera della tavolozza dove prosegue il percorso</translation>
    </message>
    <message>
        <source>Rotate &amp;clockwise</source>
        <translation>Ruota in senso &amp;orario</translation>
    </message>
    <message>
        <source>Rotate counter-clockwise</source>
        <translation>Ruota in senso antiorario</translation>
    </message>
    <message>
        <source>Curve turning &amp;left</source>
        <translation>Curva a &amp;sinistra</translation>
    </message>
    <message>
        <source>Turn the selected curve to bend left, or place the palette&apos;s curve so (also Shift+double-click in the palette)</source>
        <translation>Ruota la curva selezionata verso sinistra, o posa così la curva della tavolozza (anche Maiusc+doppio clic nella tavolozza)</translation>
    </message>
    <message>
        <source>Curve turning righ&amp;t</source>
        <translation>Curva a &amp;destra</translation>
    </message>
    <message>
        <source>Turn the selected curve to bend right, or place the palette&apos;s curve so (also Ctrl+double-click in the palette)</source>
        <translation>Ruota la curva selezionata verso destra, o posa così la curva della tavolozza (anche Ctrl+doppio clic nella tavolozza)</translation>
    </message>
    <message>
        <source>&amp;Flip to the other side</source>
        <translation>&amp;Gira sull&apos;altro lato</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Elimina</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>Seleziona &amp;tutto</translation>
    </message>
    <message>
        <source>Centre the &amp;map</source>
        <translation>Centra la &amp;mappa</translation>
    </message>
    <message>
        <source>Move the whole stage so its middle is at the origin</source>
        <translation>Sposta tutta la prova speciale perché il suo centro sia nell&apos;origine</translation>
    </message>
    <message>
        <source>&amp;New stage in the rally</source>
        <translation>&amp;Nuova prova speciale nel rally</translation>
    </message>
    <message>
        <source>&amp;Add stage file to the rally…</source>
        <translation>&amp;Aggiungi file di prova speciale al rally…</translation>
    </message>
    <message>
        <source>&amp;Remove stage from the rally</source>
        <translation>&amp;Rimuovi la prova speciale dal rally</translation>
    </message>
    <message>
        <source>Ne&amp;xt stage</source>
        <translation>Prova speciale &amp;successiva</translation>
    </message>
    <message>
        <source>Pre&amp;vious stage</source>
        <translation>Prova speciale &amp;precedente</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Rimpicciolisci</translation>
    </message>
    <message>
        <source>Zoom to &amp;fit</source>
        <translation>&amp;Adatta alla finestra</translation>
    </message>
    <message>
        <source>Problem &amp;badges on tiles</source>
        <translation>&amp;Segni dei problemi sulle tessere</translation>
    </message>
    <message>
        <source>Cycle tile &amp;labels (ids / pacenotes / none)</source>
        <translation>Alterna &amp;etichette delle tessere (id / note / nessuna)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Every key of the editor, from this table</source>
        <translation>Tutti i tasti dell&apos;editor, da questa tabella</translation>
    </message>
    <message>
        <source>&amp;Tips for building a stage</source>
        <translation>&amp;Consigli per costruire una prova speciale</translation>
    </message>
    <message>
        <source>The editor&apos;s &amp;documentation</source>
        <translation>&amp;Documentazione dell&apos;editor</translation>
    </message>
    <message>
        <source>&amp;About pacenote</source>
        <translation>&amp;Informazioni su pacenote</translation>
    </message>
    <message>
        <source>class: {size}</source>
        <translation>classe: {size}</translation>
    </message>
    <message>
        <source>empty stage: double-click a START tile in the palette</source>
        <translation>prova speciale vuota: doppio clic su una tessera START nella tavolozza</translation>
    </message>
    <message>
        <source>course: START → FINISH</source>
        <translation>percorso: START → FINISH</translation>
    </message>
    <message>
        <source>course: open</source>
        <translation>percorso: aperto</translation>
    </message>
    <message>
        <source>course: {problem}</source>
        <translation>percorso: {problem}</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>bend</source>
        <translation>curva dolce</translation>
    </message>
    <message>
        <source>corner</source>
        <translation>curva</translation>
    </message>
    <message>
        <source>finish</source>
        <translation>arrivo</translation>
    </message>
    <message>
        <source>pit</source>
        <translation>pit stop</translation>
    </message>
    <message>
        <source>s-bend</source>
        <translation>curva a S</translation>
    </message>
    <message>
        <source>service</source>
        <translation>assistenza</translation>
    </message>
    <message>
        <source>start</source>
        <translation>partenza</translation>
    </message>
    <message>
        <source>start-finish</source>
        <translation>partenza-arrivo</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>rettilineo</translation>
    </message>
    <message>
        <source>wavy</source>
        <translation>ondulato</translation>
    </message>
    <message>
        <source>shortcut</source>
        <translation>scorciatoia</translation>
    </message>
    <message>
        <source>jump</source>
        <translation>salto</translation>
    </message>
    <message>
        <source>ford</source>
        <translation>guado</translation>
    </message>
    <message>
        <source>slide</source>
        <translation>derapata</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>low</source>
        <translation>basso</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <source>high</source>
        <translation>alto</translation>
    </message>
    <message>
        <source>{level} danger</source>
        <translation>pericolo {level}</translation>
    </message>
    <message>
        <source>limits {values}</source>
        <translation>limiti {values}</translation>
    </message>
    <message>
        <source>Search: 210, corner, high…</source>
        <translation>Cerca: 210, corner, high…</translation>
    </message>
    <message>
        <source>any kind</source>
        <translation>qualsiasi tipo</translation>
    </message>
    <message>
        <source>any danger</source>
        <translation>qualsiasi pericolo</translation>
    </message>
    <message>
        <source>any</source>
        <translation>qualsiasi</translation>
    </message>
    <message>
        <source>speed limit</source>
        <translation>limite di velocità</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
</context>
<context>
    <name>RallyController</name>
    <message>
        <source>Remove stage</source>
        <translation>Rimuovi prova speciale</translation>
    </message>
    <message>
        <source>{label} has unsaved changes. Remove it from the rally anyway? Its file on disk is kept as last saved.</source>
        <translation>{label} ha modifiche non salvate. Rimuoverla comunque dal rally? Il suo file su disco resta com&apos;era all&apos;ultimo salvataggio.</translation>
    </message>
    <message>
        <source>{label} removed: Rally → Undo rally change brings it back</source>
        <translation>{label} rimossa: Rally → Annulla modifica del rally la ripristina</translation>
    </message>
    <message>
        <source>History: rally</source>
        <translation>Cronologia: rally</translation>
    </message>
    <message>
        <source>History: {label}</source>
        <translation>Cronologia: {label}</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Cronologia</translation>
    </message>
</context>
<context>
    <name>RallyExport</name>
    <message>
        <source>Save the rally first</source>
        <translation>Salva prima il rally</translation>
    </message>
    <message>
        <source>The export is made from the rally file as saved. Save the rally now?</source>
        <translation>L&apos;esportazione parte dal file del rally così come è salvato. Salvare il rally ora?</translation>
    </message>
    <message>
        <source>Export rally booklet</source>
        <translation>Esporta libretto del rally</translation>
    </message>
    <message>
        <source>Export rally bundle: name the folder to write</source>
        <translation>Esporta pacchetto del rally: indica la cartella da scrivere</translation>
    </message>
    <message>
        <source>Folder (*)</source>
        <translation>Cartella (*)</translation>
    </message>
    <message>
        <source>Cannot export the booklet</source>
        <translation>Impossibile esportare il libretto</translation>
    </message>
    <message>
        <source>{pages} pages</source>
        <translation>{pages} pagine</translation>
    </message>
    <message>
        <source>Cannot export the bundle</source>
        <translation>Impossibile esportare il pacchetto</translation>
    </message>
    <message>
        <source>{files} files</source>
        <translation>{files} file</translation>
    </message>
    <message>
        <source>Exported with warnings</source>
        <translation>Esportato con avvisi</translation>
    </message>
    <message>
        <source>Exported {path} ({what})</source>
        <translation>Esportato {path} ({what})</translation>
    </message>
</context>
<context>
    <name>RallyPanel</name>
    <message>
        <source>Stage</source>
        <translation>Prova speciale</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tessere</translation>
    </message>
    <message>
        <source>Road tiles</source>
        <translation>Tessere strada</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Scatole</translation>
    </message>
    <message>
        <source>Service after</source>
        <translation>Assistenza dopo</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Errori</translation>
    </message>
    <message>
        <source>unknown tiles</source>
        <translation>tessere sconosciute</translation>
    </message>
    <message>
        <source>no course</source>
        <translation>nessun percorso</translation>
    </message>
    <message>
        <source>a {size} rally, about {minutes} min</source>
        <translation>un rally «{size}», circa {minutes} min</translation>
    </message>
    <message>
        <source>class once every stage runs START → FINISH</source>
        <translation>classe quando ogni prova speciale va da START a FINISH</translation>
    </message>
    <message>
        <source>no box needed yet</source>
        <translation>ancora nessuna scatola necessaria</translation>
    </message>
    <message>
        <source>Rally name</source>
        <translation>Nome del rally</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autore</translation>
    </message>
    <message>
        <source>Players: not said (4)</source>
        <translation>Giocatori: non indicato (4)</translation>
    </message>
    <message>
        <source>Players: </source>
        <translation>Giocatori: </translation>
    </message>
    <message>
        <source>Drivers taking part: the rally sheet&apos;s columns and the test drive&apos;s cars</source>
        <translation>Piloti partecipanti: le colonne del Foglio di Gara e le vetture del giro di prova</translation>
    </message>
    <message>
        <source>Boxes: </source>
        <translation>Scatole: </translation>
    </message>
    <message>
        <source>Copies of the tile box the organisers have (the rally&apos;s stage checks count tiles against them)</source>
        <translation>Copie della scatola di tessere che ha l&apos;organizzazione (i controlli delle prove speciali contano le tessere su di esse)</translation>
    </message>
    <message>
        <source>or box names: dirt-core,dirt-110-percent</source>
        <translation>o nomi di scatole: dirt-core,dirt-110-percent</translation>
    </message>
    <message>
        <source>The boxes the organisers have, by name (docs/tiles.md, Boxes), comma-separated, NAME:COUNT for several copies; empty: the count on the left</source>
        <translation>Le scatole di tessere che ha l&apos;organizzazione, per nome (docs/tiles.md, Boxes), separate da virgole, NOME:NUMERO per più copie; vuoto: il numero a sinistra</translation>
    </message>
    <message>
        <source>New stage</source>
        <translation>Nuova prova speciale</translation>
    </message>
    <message>
        <source>An empty stage after the current one</source>
        <translation>Una prova speciale vuota dopo quella attuale</translation>
    </message>
    <message>
        <source>Add stage file…</source>
        <translation>Aggiungi file di prova speciale…</translation>
    </message>
    <message>
        <source>An existing stage file (in the rally&apos;s folder)</source>
        <translation>Un file di prova speciale esistente (nella cartella del rally)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Take the current stage out of the rally (its file stays)</source>
        <translation>Togli la prova speciale attuale dal rally (il file resta)</translation>
    </message>
    <message>
        <source>◀ Earlier</source>
        <translation>◀ Prima</translation>
    </message>
    <message>
        <source>Run the current stage earlier</source>
        <translation>Corri prima la prova speciale attuale</translation>
    </message>
    <message>
        <source>Later ▶</source>
        <translation>Dopo ▶</translation>
    </message>
    <message>
        <source>Run the current stage later</source>
        <translation>Corri dopo la prova speciale attuale</translation>
    </message>
    <message>
        <source>Rally findings</source>
        <translation>Segnalazioni del rally</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>on the road</source>
        <translation>in strada</translation>
    </message>
    <message>
        <source>beside the road (crashed)</source>
        <translation>fuori strada (impatto)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>arrivata</translation>
    </message>
    <message>
        <source>retired</source>
        <translation>ritirata</translation>
    </message>
    <message>
        <source>stuck</source>
        <translation>bloccata</translation>
    </message>
    <message>
        <source>car {n}</source>
        <translation>vettura {n}</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>Stale: the stage has changed since this test drive (the cars are hidden). Test drive again to replay.</source>
        <translation>Non aggiornato: la prova speciale è cambiata dopo questo giro di prova (le vetture sono nascoste). Ripeti il giro di prova per rivederlo.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>&amp;Replay a run of the test drive</source>
        <translation>&amp;Rivedi una corsa del giro di prova</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ Primo</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Riproduci</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>Ultimo ▶|</translation>
    </message>
    <message>
        <source>Round back</source>
        <translation>Round indietro</translation>
    </message>
    <message>
        <source>Round forward</source>
        <translation>Round avanti</translation>
    </message>
    <message>
        <source>of {runs} (0 to {last})</source>
        <translation>di {runs} (da 0 a {last})</translation>
    </message>
    <message>
        <source>Tracing run {run}…</source>
        <translation>Traccio la corsa {run}…</translation>
    </message>
    <message>
        <source>{label}, one stage of the rally&apos;s race: its legs before and after are raced too</source>
        <translation>{label}, una prova speciale della gara del rally: si corrono anche le prove speciali prima e dopo</translation>
    </message>
    <message>
        <source>Cannot replay: {reason}</source>
        <translation>Impossibile rivedere: {reason}</translation>
    </message>
    <message>
        <source>Test drive first (Ctrl+T, 1-6 players): then step through one of its runs here.</source>
        <translation>Prima fai un giro di prova (Ctrl+T, 1-6 giocatori): poi scorri qui una delle sue corse passo per passo.</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pausa</translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <source>Car</source>
        <translation>Vettura</translation>
    </message>
    <message>
        <source>Dice rolled</source>
        <translation>Dadi lanciati</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Caselle</translation>
    </message>
    <message>
        <source>Gear</source>
        <translation>Marcia</translation>
    </message>
    <message>
        <source>Time card</source>
        <translation>Carta Tempo</translation>
    </message>
    <message>
        <source>Control</source>
        <translation>Controllo</translation>
    </message>
    <message>
        <source>Gear token</source>
        <translation>Gettone marcia</translation>
    </message>
    <message>
        <source>, leader dice</source>
        <translation>, dadi Leader</translation>
    </message>
    <message>
        <source>, plan changed by the cars around</source>
        <translation>, piano cambiato dalle vetture vicine</translation>
    </message>
    <message>
        <source>LOSS OF CONTROL: {card}</source>
        <translation>PERDITA DI CONTROLLO: {card}</translation>
    </message>
    <message>
        <source>, damage {tokens}</source>
        <translation>, danno {tokens}</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>mantenuto</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>stays in {cell}</source>
        <translation>resta in {cell}</translation>
    </message>
    <message>
        <source>Which run of the test drive to replay (the same run `pacenote drive --trace --trace-run N` prints)</source>
        <translation>Quale corsa del giro di prova rivedere (la stessa che stampa `pacenote drive --trace --trace-run N`)</translation>
    </message>
    <message>
        <source>Rounds: drag to a round to see where the cars were at its end (Alt+PgUp / Alt+PgDown: a round back / forward)</source>
        <translation>Round: trascina su un round per vedere dov&apos;erano le vetture alla sua fine (Alt+PagSu / Alt+PagGiù: un round indietro / avanti)</translation>
    </message>
    <message>
        <source>car</source>
        <translation>vettura</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>casella</translation>
    </message>
    <message>
        <source>where</source>
        <translation>dove</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Corsa</translation>
    </message>
    <message>
        <source>Cars after this turn</source>
        <translation>Vetture dopo questo turno</translation>
    </message>
    <message>
        <source>The turn as `pacenote drive --trace` prints it</source>
        <translation>Il turno come lo stampa `pacenote drive --trace`</translation>
    </message>
    <message>
        <source>round {n} of {count}</source>
        <translation>round {n} di {count}</translation>
    </message>
    <message>
        <source>{label}: round {round}, turn {n} of {count} (turn {index} of {turns} in the race)</source>
        <translation>{label}: round {round}, turno {n} di {count} (turno {index} di {turns} nella gara)</translation>
    </message>
</context>
<context>
    <name>Severity</name>
    <message>
        <source>no problems</source>
        <translation>nessun problema</translation>
    </message>
</context>
<context>
    <name>StagePanel</name>
    <message>
        <source>Figures</source>
        <translation>Dati</translation>
    </message>
    <message>
        <source>Boxes needed</source>
        <translation>Scatole necessarie</translation>
    </message>
    <message>
        <source>Placed</source>
        <translation>Posate</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Lunghezza</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Danger</source>
        <translation>Pericolo</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Playing time</source>
        <translation>Tempo di gioco</translation>
    </message>
    <message>
        <source>gravel</source>
        <translation>sterrato</translation>
    </message>
    <message>
        <source>asphalt</source>
        <translation>asfalto</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>low</source>
        <translation>basso</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <source>high</source>
        <translation>alto</translation>
    </message>
    <message>
        <source>short</source>
        <translation>breve</translation>
    </message>
    <message>
        <source>long</source>
        <translation>lungo</translation>
    </message>
    <message>
        <source>being counted…</source>
        <translation>conteggio in corso…</translation>
    </message>
    <message>
        <source>rally&apos;s</source>
        <translation>del rally</translation>
    </message>
    <message>
        <source>own</source>
        <translation>proprie</translation>
    </message>
    <message>
        <source>{need} ({whose} {boxes}: short of tile {short})</source>
        <translation>{need} ({whose} {boxes}: mancano tessere {short})</translation>
    </message>
    <message>
        <source>no course yet</source>
        <translation>ancora nessun percorso</translation>
    </message>
    <message>
        <source>– (once START → FINISH is complete)</source>
        <translation>– (quando START → FINISH è completo)</translation>
    </message>
    <message>
        <source>Stage name (titles the PDF and picture)</source>
        <translation>Nome della prova speciale (titolo del PDF e dell&apos;immagine)</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autore</translation>
    </message>
    <message>
        <source>Notes: anything players should know</source>
        <translation>Note: ciò che i giocatori devono sapere</translation>
    </message>
    <message>
        <source>or box names: dirt-core,dirt-110-percent</source>
        <translation>o nomi di scatole: dirt-core,dirt-110-percent</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Scatole</translation>
    </message>
    <message>
        <source>The boxes, by name (docs/tiles.md, Boxes), comma-separated, NAME:COUNT for several copies: each counts its own pieces; empty: the count above</source>
        <translation>Le scatole di tessere, per nome (docs/tiles.md, Boxes), separate da virgole, NOME:NUMERO per più copie: ognuna conta i propri pezzi; vuoto: il numero sopra</translation>
    </message>
    <message>
        <source>The rally file&apos;s boxes: copies of the tile box the organisers have (the Rally dock&apos;s Boxes; a change is a rally change)</source>
        <translation>Le scatole del file del rally: copie della scatola di tessere che ha l&apos;organizzazione (le Scatole del pannello Rally; cambiarle è una modifica del rally)</translation>
    </message>
    <message>
        <source>How many game boxes you own: tiles per box × boxes can be placed; the palette shows how many are left</source>
        <translation>Quante scatole del gioco possiedi: si possono posare tessere per scatola × scatole; la tavolozza mostra quante ne restano</translation>
    </message>
    <message>
        <source> (the boxes named below count)</source>
        <translation> (contano le scatole indicate sotto)</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>pacenote editor</source>
        <translation>editor pacenote</translation>
    </message>
    <message>
        <source>Build a Rallyman: DIRT stage from the game&apos;s tiles, check it and test-drive it.</source>
        <translation>Costruisci una prova speciale di Rallyman: DIRT con le tessere del gioco, controllala e provala.</translation>
    </message>
    <message>
        <source>New stage</source>
        <translation>Nuova prova speciale</translation>
    </message>
    <message>
        <source>New rally</source>
        <translation>Nuovo rally</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Apri…</translation>
    </message>
    <message>
        <source>Import Rekee / .rgt…</source>
        <translation>Importa Rekee / .rgt…</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Apri recenti</translation>
    </message>
    <message>
        <source>Open an example</source>
        <translation>Apri un esempio</translation>
    </message>
    <message>
        <source>Open an example rally</source>
        <translation>Apri un rally di esempio</translation>
    </message>
    <message>
        <source>No recent files yet</source>
        <translation>Ancora nessun file recente</translation>
    </message>
    <message>
        <source>No examples here (a source checkout has them)</source>
        <translation>Nessun esempio qui (una copia dei sorgenti li contiene)</translation>
    </message>
    <message>
        <source>No example rallies here (a source checkout has them)</source>
        <translation>Nessun rally di esempio qui (una copia dei sorgenti li contiene)</translation>
    </message>
</context>
<context>
    <name>TestDriveController</name>
    <message>
        <source>AI driver for the test drive</source>
        <translation>Pilota IA del giro di prova</translation>
    </message>
    <message>
        <source>Solo time trials, or races with 2 or more players (by default {solo} and {races}, as pacenote drive)</source>
        <translation>Prove a cronometro in solitario, o gare con 2 o più giocatori (di default {solo} e {races}, come pacenote drive)</translation>
    </message>
    <message>
        <source>Same seed, same dice, same result</source>
        <translation>Stesso seme, stessi dadi, stesso risultato</translation>
    </message>
    <message>
        <source>Whole rally</source>
        <translation>Rally completo</translation>
    </message>
    <message>
        <source>Test &amp;drive</source>
        <translation>&amp;Giro di prova</translation>
    </message>
    <message>
        <source>&amp;Cancel test drive</source>
        <translation>&amp;Annulla giro di prova</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>&amp;Heat map (test drive)</source>
        <translation>&amp;Mappa di calore (giro di prova)</translation>
    </message>
    <message>
        <source>&amp;Congestion map (race)</source>
        <translation>Mappa di &amp;congestione (gara)</translation>
    </message>
    <message>
        <source>Test drive</source>
        <translation>Giro di prova</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Pilota</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Corse</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Cannot test-drive: {reason}</source>
        <translation>Impossibile fare il giro di prova: {reason}</translation>
    </message>
    <message>
        <source>, {n} players</source>
        <translation>, {n} giocatori</translation>
    </message>
    <message>
        <source>, the whole rally ({n} stages)</source>
        <translation>, tutto il rally ({n} prove speciali)</translation>
    </message>
    <message>
        <source>This test drive&apos;s figures, heat map and replay are {label}&apos;s; show {label} to see them (nothing has changed since).</source>
        <translation>I dati, la mappa di calore e il replay di questo giro di prova sono di {label}; mostra {label} per vederli (da allora non è cambiato nulla).</translation>
    </message>
    <message>
        <source>Stale: the stage has changed since this test drive.</source>
        <translation>Non aggiornato: la prova speciale è cambiata dopo questo giro di prova.</translation>
    </message>
    <message>
        <source>Test drive cancelled</source>
        <translation>Giro di prova annullato</translation>
    </message>
    <message>
        <source>Test drive failed: {reason}</source>
        <translation>Giro di prova fallito: {reason}</translation>
    </message>
    <message>
        <source>Test drive (Ctrl+T)</source>
        <translation>Giro di prova (Ctrl+T)</translation>
    </message>
    <message>
        <source>Test drive needs a complete course: {reason}</source>
        <translation>Il giro di prova richiede un percorso completo: {reason}</translation>
    </message>
</context>
<context>
    <name>TileItem</name>
    <message>
        <source>service park</source>
        <translation>Parco Assistenza</translation>
    </message>
    <message>
        <source>flat out</source>
        <translation>a tutto gas</translation>
    </message>
    <message>
        <source>Next tile here: click to place the selected palette tile</source>
        <translation>Prossima tessera qui: clic per posare la tessera scelta nella tavolozza</translation>
    </message>
    <message>
        <source>Open end: click to continue the course here</source>
        <translation>Estremità aperta: clic per continuare qui il percorso</translation>
    </message>
</context>
<context>
    <name>TokenMenu</name>
    <message>
        <source>Mud spray</source>
        <translation>Schizzi di fango</translation>
    </message>
    <message>
        <source>Chicane with a speed limit</source>
        <translation>Chicane con limite di velocità</translation>
    </message>
    <message>
        <source>Chicane</source>
        <translation>Chicane</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Acqua</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Salto</translation>
    </message>
    <message>
        <source>Climb: ascent</source>
        <translation>Salita: ascesa</translation>
    </message>
    <message>
        <source>Climb: descent</source>
        <translation>Salita: discesa</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Nuvola</translation>
    </message>
    <message>
        <source>Oxygen</source>
        <translation>Ossigeno</translation>
    </message>
    <message>
        <source>Joker lap: entrance</source>
        <translation>Giro joker: ingresso</translation>
    </message>
    <message>
        <source>Joker lap: exit</source>
        <translation>Giro joker: uscita</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Arrivo</translation>
    </message>
    <message>
        <source>Rotate clockwise</source>
        <translation>Ruota in senso orario</translation>
    </message>
    <message>
        <source>Rotate counter-clockwise</source>
        <translation>Ruota in senso antiorario</translation>
    </message>
    <message>
        <source>Flip to the other side</source>
        <translation>Gira sull&apos;altro lato</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Place {tile} here</source>
        <translation>Posa {tile} qui</translation>
    </message>
    <message>
        <source>Turn the {name} token</source>
        <translation>Ruota il gettone {name}</translation>
    </message>
    <message>
        <source>Remove the {name} token</source>
        <translation>Rimuovi il gettone {name}</translation>
    </message>
    <message>
        <source>Add token here</source>
        <translation>Aggiungi gettone qui</translation>
    </message>
</context>
<context>
    <name>TokenPalette</name>
    <message>
        <source>Drag onto a tile, or double-click to lay it on the selected tile</source>
        <translation>Trascinalo su una tessera, o fai doppio clic per posarlo sulla tessera selezionata</translation>
    </message>
</context>
</TS>
