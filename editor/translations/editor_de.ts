<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Autosave</name>
    <message>
        <source>an unsaved rally</source>
        <translation>eine ungespeicherte Rallye</translation>
    </message>
    <message>
        <source>an unsaved stage</source>
        <translation>eine ungespeicherte WP</translation>
    </message>
    <message>
        <source>{what} (autosaved {when})</source>
        <translation>{what} (automatisch gespeichert {when})</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>Automatisches Speichern fehlgeschlagen: {problem}</translation>
    </message>
</context>
<context>
    <name>Congestion</name>
    <message>
        <source>{cell}: blocked {blocked}, forced onto another path {traffic} per race</source>
        <translation>{cell}: blockiert {blocked}, auf anderen Weg gezwungen {traffic} pro Rennen</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>Untitled rally</source>
        <translation>Unbenannte Rallye</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Add stage {label}</source>
        <translation>WP {label} hinzufügen</translation>
    </message>
    <message>
        <source>Add {file} as {label}</source>
        <translation>{file} als {label} hinzufügen</translation>
    </message>
    <message>
        <source>Remove stage {label}</source>
        <translation>WP {label} entfernen</translation>
    </message>
    <message>
        <source>Move {label} to place {n}</source>
        <translation>{label} an Stelle {n} verschieben</translation>
    </message>
    <message>
        <source>Rename {old} → {label}</source>
        <translation>Umbenennen {old} → {label}</translation>
    </message>
    <message>
        <source>Service after {label} on</source>
        <translation>Service nach {label}: an</translation>
    </message>
    <message>
        <source>Service after {label} off</source>
        <translation>Service nach {label}: aus</translation>
    </message>
    <message>
        <source>Edit rally {field}</source>
        <translation>Rallye-{field} bearbeiten</translation>
    </message>
</context>
<context>
    <name>DrivePanel</name>
    <message>
        <source> · exact</source>
        <translation> · exakt</translation>
    </message>
    <message>
        <source>{n} retired</source>
        <translation>{n} ausgeschieden</translation>
    </message>
    <message>
        <source>{n} stuck</source>
        <translation>{n} festgefahren</translation>
    </message>
    <message>
        <source>taken in {share} of runs, {times} times per run: {outcomes}</source>
        <translation>genommen in {share} der Läufe, {times}-mal pro Lauf: {outcomes}</translation>
    </message>
    <message>
        <source>taken in {share} of runs, {times} times: {outcomes}</source>
        <translation>genommen in {share} der Läufe, {times}-mal: {outcomes}</translation>
    </message>
    <message>
        <source>none taken</source>
        <translation>keine genommen</translation>
    </message>
    <message>
        <source>(runs {mean} ± {se} s)</source>
        <translation>(Läufe {mean} ± {se} s)</translation>
    </message>
    <message>
        <source>{n} per run</source>
        <translation>{n} pro Lauf</translation>
    </message>
    <message>
        <source>(runs)</source>
        <translation>(Läufe)</translation>
    </message>
    <message>
        <source>- (the expert driver&apos;s figure)</source>
        <translation>- (der Wert des Experten)</translation>
    </message>
    <message>
        <source>({n} in the runs)</source>
        <translation>({n} in den Läufen)</translation>
    </message>
    <message>
        <source> (simulated; rulebook about {minutes})</source>
        <translation> (simuliert; Regelheft etwa {minutes})</translation>
    </message>
    <message>
        <source>plan ready · {driver} · the runs follow</source>
        <translation>Plan fertig · {driver} · die Läufe folgen</translation>
    </message>
    <message>
        <source> (simulated; the GT book: about {minutes} for {players} players)</source>
        <translation> (simuliert; das GT-Regelbuch: etwa {minutes} für {players} Spieler)</translation>
    </message>
    <message>
        <source> over {laps}</source>
        <translation> über {laps}</translation>
    </message>
    <message>
        <source>{runs} of {cars}{over} · about {minutes} min at the table{book} · {overtakes} overtakes and {blocked} blocked turns {per} · {retirements}</source>
        <translation>{runs} mit {cars}{over} · etwa {minutes} Min. am Tisch{book} · {overtakes} Überholungen und {blocked} blockierte Züge {per} · {retirements}</translation>
    </message>
    <message>
        <source>Test drive</source>
        <translation>Testfahrt</translation>
    </message>
    <message>
        <source>Mean time</source>
        <translation>Mittlere Zeit</translation>
    </message>
    <message>
        <source>Par time</source>
        <translation>Richtzeit</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Im Ziel</translation>
    </message>
    <message>
        <source>Losses of control</source>
        <translation>Kontrollverluste</translation>
    </message>
    <message>
        <source>Crashes</source>
        <translation>Unfälle</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Abkürzungen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>Streckenteil</translation>
    </message>
    <message>
        <source>lose control</source>
        <translation>Kontrollverlust</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>Unfall</translation>
    </message>
    <message>
        <source>Stage times</source>
        <translation>WP-Zeiten</translation>
    </message>
    <message>
        <source>Hot spots: share of runs losing control in the cell</source>
        <translation>Brennpunkte: Anteil der Läufe mit Kontrollverlust im Feld</translation>
    </message>
    <message>
        <source> (exact rate)</source>
        <translation> (exakte Rate)</translation>
    </message>
    <message>
        <source>{losses} losses of control in {runs} runs</source>
        <translation>{losses} Kontrollverluste in {runs} Läufen</translation>
    </message>
    <message>
        <source>Rally ({stages})</source>
        <translation>Rallye ({stages})</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Rennen</translation>
    </message>
    <message>
        <source>Test drive needs a course from START to FINISH: {reason}</source>
        <translation>Die Testfahrt braucht eine Strecke von START bis FINISH: {reason}</translation>
    </message>
    <message>
        <source>Test drive (Ctrl+T) lets an AI driver run the stage many times and shows its pace, risk and crash hot spots.</source>
        <translation>Die Testfahrt (Strg+T) lässt einen KI-Fahrer die WP oft fahren und zeigt Tempo, Risiko und Unfall-Brennpunkte.</translation>
    </message>
    <message>
        <source>Stale: the stage has changed since this test drive (the heat map is hidden). Test drive again to update.</source>
        <translation>Veraltet: die WP hat sich seit dieser Testfahrt geändert (die Heatmap ist ausgeblendet). Erneut testfahren zum Aktualisieren.</translation>
    </message>
</context>
<context>
    <name>EditingWindow</name>
    <message>
        <source>A token lies on a tile: drop it on one</source>
        <translation>Ein Marker liegt auf einem Streckenteil: lege ihn auf eines</translation>
    </message>
    <message>
        <source>Select the tile to lay the token on</source>
        <translation>Wähle das Streckenteil, auf das der Marker kommt</translation>
    </message>
</context>
<context>
    <name>Edits</name>
    <message>
        <source>Rotate together</source>
        <translation>Zusammen drehen</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Drehen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>Place {tile}</source>
        <translation>{tile} legen</translation>
    </message>
    <message>
        <source>Replace {old} with {tile}</source>
        <translation>{old} durch {tile} ersetzen</translation>
    </message>
    <message>
        <source>Flip {tile} → {other}</source>
        <translation>Umdrehen {tile} → {other}</translation>
    </message>
    <message>
        <source>Flip {tiles}</source>
        <translation>Umdrehen {tiles}</translation>
    </message>
    <message>
        <source>Turn {tile} left</source>
        <translation>{tile} nach links drehen</translation>
    </message>
    <message>
        <source>Turn {tile} right</source>
        <translation>{tile} nach rechts drehen</translation>
    </message>
    <message>
        <source>Add {token} token on {tile}</source>
        <translation>Marker {token} auf {tile} legen</translation>
    </message>
    <message>
        <source>Move {token} token</source>
        <translation>Marker {token} verschieben</translation>
    </message>
    <message>
        <source>Remove {token} token</source>
        <translation>Marker {token} entfernen</translation>
    </message>
    <message>
        <source>Turn {token} token</source>
        <translation>Marker {token} drehen</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>{name} has unsaved changes. Save them?</source>
        <translation>{name} hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Add stage to the rally</source>
        <translation>WP zur Rallye hinzufügen</translation>
    </message>
    <message>
        <source>Cannot add stage</source>
        <translation>WP kann nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>Open stage</source>
        <translation>WP öffnen</translation>
    </message>
    <message>
        <source>Import stage</source>
        <translation>WP importieren</translation>
    </message>
    <message>
        <source>Cannot open rally</source>
        <translation>Rallye kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot open stage</source>
        <translation>WP kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Save rally</source>
        <translation>Rallye speichern</translation>
    </message>
    <message>
        <source>Save stage</source>
        <translation>WP speichern</translation>
    </message>
    <message>
        <source>Read-only file</source>
        <translation>Schreibgeschützte Datei</translation>
    </message>
    <message>
        <source>{file} is read-only. Replace it anyway?</source>
        <translation>{file} ist schreibgeschützt. Trotzdem ersetzen?</translation>
    </message>
    <message>
        <source>Cannot save rally</source>
        <translation>Rallye kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Cannot save stage</source>
        <translation>WP kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Gespeichert: {path}</translation>
    </message>
    <message>
        <source>Export stage</source>
        <translation>WP exportieren</translation>
    </message>
    <message>
        <source>Cannot export stage</source>
        <translation>WP kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Exported with changes</source>
        <translation>Mit Änderungen exportiert</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>Exportiert: {path}</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>Cannot export picture</source>
        <translation>Bild kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Export printable build guide</source>
        <translation>Druckbare Aufbauanleitung exportieren</translation>
    </message>
    <message>
        <source>Cannot export build guide</source>
        <translation>Aufbauanleitung kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Recovery copy unreadable</source>
        <translation>Wiederherstellungskopie unlesbar</translation>
    </message>
    <message>
        <source>A recovery copy could not be read ({problem}). It was kept at {where} and will not be offered again.</source>
        <translation>Eine Wiederherstellungskopie war unlesbar ({problem}). Sie liegt unter {where} und wird nicht mehr angeboten.</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>The editor did not close cleanly. Recover the unsaved changes to {what}?</source>
        <translation>Der Editor wurde nicht sauber beendet. Ungespeicherte Änderungen an {what} wiederherstellen?</translation>
    </message>
    <message>
        <source>Discard deletes the recovery copy. Decide later keeps it and asks again the next time the file is opened.</source>
        <translation>Verwerfen löscht die Wiederherstellungskopie. Später entscheiden behält sie und fragt beim nächsten Öffnen erneut.</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Decide later</source>
        <translation>Später entscheiden</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Wiederherstellung nicht möglich</translation>
    </message>
    <message>
        <source>{problem} (kept at {where})</source>
        <translation>{problem} (aufbewahrt unter {where})</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <source>empty stage: what the course needs first</source>
        <translation>leere WP: was die Strecke zuerst braucht</translation>
    </message>
    <message>
        <source>Show info</source>
        <translation>Infos zeigen</translation>
    </message>
    <message>
        <source>Also list what a stage designer may want to know (length class, danger profile, …)</source>
        <translation>Auch auflisten, was WP-Entwerfer wissen wollen (Längenklasse, Gefahrenprofil, …)</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>jumps</source>
        <translation>Sprünge</translation>
    </message>
    <message>
        <source>fords</source>
        <translation>Furten</translation>
    </message>
    <message>
        <source>shortcuts</source>
        <translation>Abkürzungen</translation>
    </message>
    <message>
        <source>slides</source>
        <translation>Drifts</translation>
    </message>
    <message>
        <source>Generate stage</source>
        <translation>WP generieren</translation>
    </message>
    <message>
        <source>Boxes owned, e.g. dirt-core or dirt-core:2,dirt-rx</source>
        <translation>Schachteln im Besitz, z. B. dirt-core oder dirt-core:2,dirt-rx</translation>
    </message>
    <message>
        <source>short (10-12 tiles)</source>
        <translation>kurz (10-12 Streckenteile)</translation>
    </message>
    <message>
        <source>medium (13-16 tiles)</source>
        <translation>mittel (13-16 Streckenteile)</translation>
    </message>
    <message>
        <source>long (17-18 tiles)</source>
        <translation>lang (17-18 Streckenteile)</translation>
    </message>
    <message>
        <source>road tiles:</source>
        <translation>Streckenteile:</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>par time:</source>
        <translation>Richtzeit:</translation>
    </message>
    <message>
        <source>{0}: any</source>
        <translation>{0}: egal</translation>
    </message>
    <message>
        <source>{0}: with</source>
        <translation>{0}: mit</translation>
    </message>
    <message>
        <source>{0}: without</source>
        <translation>{0}: ohne</translation>
    </message>
    <message>
        <source>any</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Terrain mix where the boxes allow: gravel,asphalt,snow (equal shares) or gravel:60,asphalt:40; empty: any</source>
        <translation>Belagmischung, soweit die Schachteln es erlauben: gravel,asphalt,snow (gleiche Anteile) oder gravel:60,asphalt:40; leer: beliebig</translation>
    </message>
    <message>
        <source>Table WIDTHxDEPTH in cm; empty: any size</source>
        <translation>Tisch BREITExTIEFE in cm; leer: beliebige Größe</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Boxes owned</source>
        <translation>Schachteln im Besitz</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Untergrund</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Table (cm)</source>
        <translation>Tisch (cm)</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>candidates</source>
        <translation>Kandidaten</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Generieren</translation>
    </message>
    <message>
        <source>Set the brief and press Generate.</source>
        <translation>Vorgaben festlegen und auf Generieren klicken.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Searching (up to {0:.0f} s)…</source>
        <translation>Suche läuft (bis zu {0:.0f} s)…</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s), best first: pick one and Open.</source>
        <translation>
            <numerusform>%n Kandidat, der beste zuerst: einen wählen und auf Öffnen klicken.</numerusform>
            <numerusform>%n Kandidaten, der beste zuerst: einen wählen und auf Öffnen klicken.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot meet the brief: {0}</source>
        <translation>Vorgaben nicht erfüllbar: {0}</translation>
    </message>
</context>
<context>
    <name>HeatLegend</name>
    <message>
        <source>{share} or more</source>
        <translation>{share} oder mehr</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Double-click a tile in the palette</source>
        <translation>Doppelklick auf ein Streckenteil in der Palette</translation>
    </message>
    <message>
        <source>place it at the green open end</source>
        <translation>legt es an das grüne offene Ende</translation>
    </message>
    <message>
        <source>Shift+double-click a curve in the palette</source>
        <translation>Umschalt+Doppelklick auf eine Kurve in der Palette</translation>
    </message>
    <message>
        <source>place it bending left</source>
        <translation>legt sie als Linkskurve</translation>
    </message>
    <message>
        <source>Ctrl+double-click a curve in the palette</source>
        <translation>Strg+Doppelklick auf eine Kurve in der Palette</translation>
    </message>
    <message>
        <source>place it bending right</source>
        <translation>legt sie als Rechtskurve</translation>
    </message>
    <message>
        <source>Drag a tile from the palette</source>
        <translation>Ein Streckenteil aus der Palette ziehen</translation>
    </message>
    <message>
        <source>place it on any hex (a preview shows how it lands)</source>
        <translation>legt es auf ein beliebiges Hex (eine Vorschau zeigt, wie es liegt)</translation>
    </message>
    <message>
        <source>Click an open-end marker</source>
        <translation>Klick auf eine Markierung für ein offenes Ende</translation>
    </message>
    <message>
        <source>place the palette&apos;s tile there, or make that end active</source>
        <translation>legt dort das Streckenteil der Palette oder macht dieses Ende aktiv</translation>
    </message>
    <message>
        <source>Click / Ctrl+click a tile, drag on empty canvas</source>
        <translation>Klick / Strg+Klick auf ein Streckenteil, Ziehen auf leerer Fläche</translation>
    </message>
    <message>
        <source>select tiles</source>
        <translation>wählt Streckenteile aus</translation>
    </message>
    <message>
        <source>Drag selected tiles</source>
        <translation>Gewählte Streckenteile ziehen</translation>
    </message>
    <message>
        <source>move them</source>
        <translation>verschiebt sie</translation>
    </message>
    <message>
        <source>Ctrl+wheel</source>
        <translation>Strg+Mausrad</translation>
    </message>
    <message>
        <source>rotate the selection, or the tile under the mouse</source>
        <translation>dreht die Auswahl oder das Streckenteil unter der Maus</translation>
    </message>
    <message>
        <source>Right-click a tile or token</source>
        <translation>Rechtsklick auf ein Streckenteil oder einen Marker</translation>
    </message>
    <message>
        <source>rotate, flip, delete, add or turn a token</source>
        <translation>drehen, umdrehen, löschen; Marker hinzufügen oder drehen</translation>
    </message>
    <message>
        <source>Double-click a START in the palette, then the next tiles: each goes on the green open end, turned to fit. Shift+double-click a curve to bend it left, Ctrl+double-click to bend it right; with a placed curve selected, [ and ] turn it. R / Shift+R rotate, F flips, right-click a tile for more. F1 lists every key.</source>
        <translation>Doppelklicken Sie einen START in der Palette, dann die nächsten Streckenteile: jedes kommt an das grüne offene Ende, passend gedreht. Umschalt+Doppelklick auf eine Kurve biegt sie nach links, Strg+Doppelklick nach rechts; ist eine gelegte Kurve gewählt, drehen [ und ] sie. R / Umschalt+R drehen, F dreht um, Rechtsklick auf ein Streckenteil für mehr. F1 zeigt alle Tasten.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Maus</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Verstanden</translation>
    </message>
    <message>
        <source>Documentation</source>
        <translation>Dokumentation</translation>
    </message>
    <message>
        <source>The editor&apos;s documentation is docs/editor.md in pacenote&apos;s source (with README.md and the other docs/*.md files); Help → Keyboard shortcuts lists every key.</source>
        <translation>Die Dokumentation des Editors ist docs/editor.md im Quellcode von pacenote (mit README.md und den anderen Dateien docs/*.md); Hilfe → Tastenkürzel listet alle Tasten.</translation>
    </message>
    <message>
        <source>About pacenote</source>
        <translation>Über pacenote</translation>
    </message>
    <message>
        <source>&lt;b&gt;pacenote {version}&lt;/b&gt;&lt;p&gt;Build, check, test-drive and export stages for Rallyman: DIRT and Rallyman: GT. Not affiliated with the games&apos; publisher.&lt;/p&gt;&lt;p&gt;MIT licence.&lt;/p&gt;</source>
        <translation>&lt;b&gt;pacenote {version}&lt;/b&gt;&lt;p&gt;WPs für Rallyman: DIRT und Rallyman: GT bauen, prüfen, testfahren und exportieren. Nicht mit dem Verlag der Spiele verbunden.&lt;/p&gt;&lt;p&gt;MIT-Lizenz.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Histogram</name>
    <message>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>par</source>
        <translation>Richtzeit</translation>
    </message>
</context>
<context>
    <name>ImageOptionsDialog</name>
    <message>
        <source>Export picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>No title</source>
        <translation>Kein Titel</translation>
    </message>
    <message>
        <source>Tile list beside the map</source>
        <translation>Streckenteil-Liste neben der Karte</translation>
    </message>
    <message>
        <source> px per hex</source>
        <translation> px pro Hex</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Maßstab</translation>
    </message>
</context>
<context>
    <name>LanguageDialog</name>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System language ({name})</source>
        <translation>Systemsprache ({name})</translation>
    </message>
    <message>
        <source>The new language applies when the editor is restarted.</source>
        <translation>Die neue Sprache gilt nach einem Neustart des Editors.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Tiles</source>
        <translation>Streckenteile</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>WP</translation>
    </message>
    <message>
        <source>&lt;as opened&gt;</source>
        <translation>&lt;wie geöffnet&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Test drive</source>
        <translation>Testfahrt</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Rallye</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Undo rally change</source>
        <translation>Rallye-Änderung &amp;rückgängig</translation>
    </message>
    <message>
        <source>Red&amp;o rally change</source>
        <translation>Rallye-Änderung &amp;wiederholen</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>New &amp;With Boxes</source>
        <translation>Neu &amp;mit Schachteln</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Ra&amp;lly</source>
        <translation>Ra&amp;llye</translation>
    </message>
    <message>
        <source>&amp;Drive</source>
        <translation>&amp;Fahren</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Wiederholung</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>New &amp;Rally</source>
        <translation>Neue &amp;Rallye</translation>
    </message>
    <message>
        <source>A rally of several stages, one tab each, saved as a .rally.json</source>
        <translation>Eine Rallye aus mehreren WPs, je ein Reiter, gespeichert als .rally.json</translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation>&amp;Generieren…</translation>
    </message>
    <message>
        <source>Generate stages to a brief (boxes, length, difficulty, table) and open one</source>
        <translation>WPs nach Vorgaben generieren (Schachteln, Länge, Schwierigkeit, Tisch) und eine öffnen</translation>
    </message>
    <message>
        <source>Rallyman: &amp;DIRT stage</source>
        <translation>Rallyman: &amp;DIRT-WP</translation>
    </message>
    <message>
        <source>New empty stage with the tiles of tileset {name}</source>
        <translation>Neue leere WP mit den Streckenteilen des Satzes {name}</translation>
    </message>
    <message>
        <source>Rallyman: &amp;GT circuit</source>
        <translation>Rallyman: &amp;GT-Rundkurs</translation>
    </message>
    <message>
        <source>DIRT stage with GT &amp;asphalt</source>
        <translation>DIRT-WP mit GT-&amp;Asphalt</translation>
    </message>
    <message>
        <source>DIRT stage with &amp;expansions (Monte Carlo / 110% / Climb 301–326)</source>
        <translation>DIRT-WP mit &amp;Erweiterungen (Monte Carlo / 110% / Climb 301–326)</translation>
    </message>
    <message>
        <source>GT circuit with e&amp;xpansion pieces (121–154)</source>
        <translation>GT-Rundkurs mit Erweiterungs&amp;teilen (121–154)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Import Rekee / .rgt…</source>
        <translation>Rekee / .rgt &amp;importieren…</translation>
    </message>
    <message>
        <source>Export as Rekee &amp;JSON…</source>
        <translation>Als Rekee-&amp;JSON exportieren…</translation>
    </message>
    <message>
        <source>E&amp;xport as .rgt…</source>
        <translation>Als .rgt e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Export &amp;picture (PNG/SVG)…</source>
        <translation>&amp;Bild exportieren (PNG/SVG)…</translation>
    </message>
    <message>
        <source>Export printable bui&amp;ld guide (PDF)…</source>
        <translation>&amp;Druckbare Aufbauanleitung exportieren (PDF)…</translation>
    </message>
    <message>
        <source>The stage&apos;s build guide, ready to print (as pacenote export writes it)</source>
        <translation>Die Aufbauanleitung der WP, druckfertig (wie pacenote export sie schreibt)</translation>
    </message>
    <message>
        <source>Export rally &amp;booklet (PDF)…</source>
        <translation>Rallye&amp;heft exportieren (PDF)…</translation>
    </message>
    <message>
        <source>Cover, every stage&apos;s build guide and the rally sheet (as pacenote export RALLY -o FILE.pdf writes them)</source>
        <translation>Deckblatt, die Aufbauanleitung jeder WP und der Rallyebogen (wie pacenote export RALLY -o FILE.pdf sie schreibt)</translation>
    </message>
    <message>
        <source>Export rally b&amp;undle (folder)…</source>
        <translation>Rallye&amp;paket exportieren (Ordner)…</translation>
    </message>
    <message>
        <source>The folder a rally director prints or shares: booklet, stage files, pictures, pick list, index.html (as pacenote export RALLY -o DIR/)</source>
        <translation>Der Ordner, den die Rallyeleitung druckt oder weitergibt: Rallyeheft, WP-Dateien, Bilder, Streckenteil-Liste, index.html (wie pacenote export RALLY -o DIR/)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>B&amp;eenden</translation>
    </message>
    <message>
        <source>&amp;Place at the open end</source>
        <translation>Am &amp;offenen Ende legen</translation>
    </message>
    <message>
        <source>Place the palette&apos;s tile where the course goes on</source>
        <translation>Das Streckenteil der Palette dort legen, wo die Strecke weitergeht</translation>
    </message>
    <message>
        <source>Rotate &amp;clockwise</source>
        <translation>Im &amp;Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Rotate counter-clockwise</source>
        <translation>Gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Curve turning &amp;left</source>
        <translation>Kurve nach &amp;links</translation>
    </message>
    <message>
        <source>Turn the selected curve to bend left, or place the palette&apos;s curve so (also Shift+double-click in the palette)</source>
        <translation>Die gewählte Kurve nach links biegen oder die Kurve der Palette so legen (auch Umschalt+Doppelklick in der Palette)</translation>
    </message>
    <message>
        <source>Curve turning righ&amp;t</source>
        <translation>Kurve nach re&amp;chts</translation>
    </message>
    <message>
        <source>Turn the selected curve to bend right, or place the palette&apos;s curve so (also Ctrl+double-click in the palette)</source>
        <translation>Die gewählte Kurve nach rechts biegen oder die Kurve der Palette so legen (auch Strg+Doppelklick in der Palette)</translation>
    </message>
    <message>
        <source>&amp;Flip to the other side</source>
        <translation>Auf die andere &amp;Seite umdrehen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>Lösc&amp;hen</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>Centre the &amp;map</source>
        <translation>&amp;Karte zentrieren</translation>
    </message>
    <message>
        <source>Move the whole stage so its middle is at the origin</source>
        <translation>Die ganze WP so verschieben, dass ihre Mitte im Ursprung liegt</translation>
    </message>
    <message>
        <source>&amp;New stage in the rally</source>
        <translation>&amp;Neue WP in der Rallye</translation>
    </message>
    <message>
        <source>&amp;Add stage file to the rally…</source>
        <translation>WP-Datei zur Rallye &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Remove stage from the rally</source>
        <translation>WP aus der Rallye &amp;entfernen</translation>
    </message>
    <message>
        <source>Ne&amp;xt stage</source>
        <translation>Nä&amp;chste WP</translation>
    </message>
    <message>
        <source>Pre&amp;vious stage</source>
        <translation>&amp;Vorige WP</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Zoom to &amp;fit</source>
        <translation>&amp;Einpassen</translation>
    </message>
    <message>
        <source>Problem &amp;badges on tiles</source>
        <translation>Problem-&amp;Markierungen auf Streckenteilen</translation>
    </message>
    <message>
        <source>Cycle tile &amp;labels (ids / pacenotes / none)</source>
        <translation>Streckenteil-&amp;Beschriftung wechseln (IDs / Notizen / keine)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every key of the editor, from this table</source>
        <translation>Alle Tasten des Editors, aus dieser Tabelle</translation>
    </message>
    <message>
        <source>&amp;Tips for building a stage</source>
        <translation>Ti&amp;pps zum Bau einer WP</translation>
    </message>
    <message>
        <source>The editor&apos;s &amp;documentation</source>
        <translation>&amp;Dokumentation des Editors</translation>
    </message>
    <message>
        <source>&amp;About pacenote</source>
        <translation>Ü&amp;ber pacenote</translation>
    </message>
    <message>
        <source>class: {size}</source>
        <translation>Klasse: {size}</translation>
    </message>
    <message>
        <source>empty stage: double-click a START tile in the palette</source>
        <translation>leere WP: in der Palette ein START-Streckenteil doppelklicken</translation>
    </message>
    <message>
        <source>course: START → FINISH</source>
        <translation>Strecke: START → FINISH</translation>
    </message>
    <message>
        <source>course: open</source>
        <translation>Strecke: offen</translation>
    </message>
    <message>
        <source>course: {problem}</source>
        <translation>Strecke: {problem}</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>bend</source>
        <translation>Bogen</translation>
    </message>
    <message>
        <source>corner</source>
        <translation>Kurve</translation>
    </message>
    <message>
        <source>finish</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>pit</source>
        <translation>Boxengasse</translation>
    </message>
    <message>
        <source>s-bend</source>
        <translation>S-Kurve</translation>
    </message>
    <message>
        <source>service</source>
        <translation>Service</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>start-finish</source>
        <translation>Start-Ziel</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>Gerade</translation>
    </message>
    <message>
        <source>wavy</source>
        <translation>wellig</translation>
    </message>
    <message>
        <source>shortcut</source>
        <translation>Abkürzung</translation>
    </message>
    <message>
        <source>jump</source>
        <translation>Sprung</translation>
    </message>
    <message>
        <source>ford</source>
        <translation>Furt</translation>
    </message>
    <message>
        <source>slide</source>
        <translation>Drift</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>low</source>
        <translation>niedrig</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>high</source>
        <translation>hoch</translation>
    </message>
    <message>
        <source>{level} danger</source>
        <translation>Gefahr {level}</translation>
    </message>
    <message>
        <source>limits {values}</source>
        <translation>Limits {values}</translation>
    </message>
    <message>
        <source>Search: 210, corner, high…</source>
        <translation>Suche: 210, corner, high…</translation>
    </message>
    <message>
        <source>any kind</source>
        <translation>jede Art</translation>
    </message>
    <message>
        <source>any danger</source>
        <translation>jede Gefahr</translation>
    </message>
    <message>
        <source>any</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>speed limit</source>
        <translation>Tempolimit</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
</context>
<context>
    <name>RallyController</name>
    <message>
        <source>Remove stage</source>
        <translation>WP entfernen</translation>
    </message>
    <message>
        <source>{label} has unsaved changes. Remove it from the rally anyway? Its file on disk is kept as last saved.</source>
        <translation>{label} hat ungespeicherte Änderungen. Trotzdem aus der Rallye entfernen? Die Datei bleibt im zuletzt gespeicherten Stand.</translation>
    </message>
    <message>
        <source>{label} removed: Rally → Undo rally change brings it back</source>
        <translation>{label} entfernt: Rallye → Rallye-Änderung rückgängig holt sie zurück</translation>
    </message>
    <message>
        <source>History: rally</source>
        <translation>Verlauf: Rallye</translation>
    </message>
    <message>
        <source>History: {label}</source>
        <translation>Verlauf: {label}</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
</context>
<context>
    <name>RallyExport</name>
    <message>
        <source>Save the rally first</source>
        <translation>Zuerst die Rallye speichern</translation>
    </message>
    <message>
        <source>The export is made from the rally file as saved. Save the rally now?</source>
        <translation>Der Export entsteht aus der gespeicherten Rallyedatei. Rallye jetzt speichern?</translation>
    </message>
    <message>
        <source>Export rally booklet</source>
        <translation>Rallyeheft exportieren</translation>
    </message>
    <message>
        <source>Export rally bundle: name the folder to write</source>
        <translation>Rallyepaket exportieren: Namen des zu schreibenden Ordners angeben</translation>
    </message>
    <message>
        <source>Folder (*)</source>
        <translation>Ordner (*)</translation>
    </message>
    <message>
        <source>Cannot export the booklet</source>
        <translation>Rallyeheft kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>{pages} pages</source>
        <translation>{pages} Seiten</translation>
    </message>
    <message>
        <source>Cannot export the bundle</source>
        <translation>Rallyepaket kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>{files} files</source>
        <translation>{files} Dateien</translation>
    </message>
    <message>
        <source>Exported with warnings</source>
        <translation>Mit Warnungen exportiert</translation>
    </message>
    <message>
        <source>Exported {path} ({what})</source>
        <translation>{path} exportiert ({what})</translation>
    </message>
</context>
<context>
    <name>RallyPanel</name>
    <message>
        <source>Stage</source>
        <translation>WP</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Streckenteile</translation>
    </message>
    <message>
        <source>Road tiles</source>
        <translation>Streckenteile (Straße)</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Schachteln</translation>
    </message>
    <message>
        <source>Service after</source>
        <translation>Service danach</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>unknown tiles</source>
        <translation>unbekannte Streckenteile</translation>
    </message>
    <message>
        <source>no course</source>
        <translation>keine Strecke</translation>
    </message>
    <message>
        <source>a {size} rally, about {minutes} min</source>
        <translation>eine Rallye „{size}“, etwa {minutes} Min.</translation>
    </message>
    <message>
        <source>class once every stage runs START → FINISH</source>
        <translation>Klasse, sobald jede WP von START bis FINISH führt</translation>
    </message>
    <message>
        <source>no box needed yet</source>
        <translation>noch keine Schachtel nötig</translation>
    </message>
    <message>
        <source>Rally name</source>
        <translation>Name der Rallye</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Players: not said (4)</source>
        <translation>Spieler: nicht angegeben (4)</translation>
    </message>
    <message>
        <source>Players: </source>
        <translation>Spieler: </translation>
    </message>
    <message>
        <source>Drivers taking part: the rally sheet&apos;s columns and the test drive&apos;s cars</source>
        <translation>Teilnehmende Fahrer: die Spalten des Rallyebogens und die Autos der Testfahrt</translation>
    </message>
    <message>
        <source>Boxes: </source>
        <translation>Schachteln: </translation>
    </message>
    <message>
        <source>Copies of the tile box the organisers have (the rally&apos;s stage checks count tiles against them)</source>
        <translation>Exemplare der Streckenteil-Schachtel beim Veranstalter (die WP-Prüfungen zählen die Streckenteile danach)</translation>
    </message>
    <message>
        <source>or box names: dirt-core,dirt-110-percent</source>
        <translation>oder Schachtelnamen: dirt-core,dirt-110-percent</translation>
    </message>
    <message>
        <source>The boxes the organisers have, by name (docs/tiles.md, Boxes), comma-separated, NAME:COUNT for several copies; empty: the count on the left</source>
        <translation>Die Streckenteil-Schachteln des Veranstalters, nach Namen (docs/tiles.md, Boxes), durch Kommas getrennt, NAME:ANZAHL für mehrere Exemplare; leer: die Anzahl links</translation>
    </message>
    <message>
        <source>New stage</source>
        <translation>Neue WP</translation>
    </message>
    <message>
        <source>An empty stage after the current one</source>
        <translation>Eine leere WP nach der aktuellen</translation>
    </message>
    <message>
        <source>Add stage file…</source>
        <translation>WP-Datei hinzufügen…</translation>
    </message>
    <message>
        <source>An existing stage file (in the rally&apos;s folder)</source>
        <translation>Eine vorhandene WP-Datei (im Ordner der Rallye)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Take the current stage out of the rally (its file stays)</source>
        <translation>Aktuelle WP aus der Rallye nehmen (die Datei bleibt)</translation>
    </message>
    <message>
        <source>◀ Earlier</source>
        <translation>◀ Früher</translation>
    </message>
    <message>
        <source>Run the current stage earlier</source>
        <translation>Aktuelle WP früher fahren</translation>
    </message>
    <message>
        <source>Later ▶</source>
        <translation>Später ▶</translation>
    </message>
    <message>
        <source>Run the current stage later</source>
        <translation>Aktuelle WP später fahren</translation>
    </message>
    <message>
        <source>Rally findings</source>
        <translation>Rallye-Befunde</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>on the road</source>
        <translation>auf der Straße</translation>
    </message>
    <message>
        <source>beside the road (crashed)</source>
        <translation>neben der Straße (Unfall)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>im Ziel</translation>
    </message>
    <message>
        <source>retired</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>stuck</source>
        <translation>festgefahren</translation>
    </message>
    <message>
        <source>car {n}</source>
        <translation>Auto {n}</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>Stale: the stage has changed since this test drive (the cars are hidden). Test drive again to replay.</source>
        <translation>Veraltet: die WP hat sich seit dieser Testfahrt geändert (die Autos sind ausgeblendet). Erneut testfahren zum Abspielen.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>&amp;Replay a run of the test drive</source>
        <translation>&amp;Lauf der Testfahrt wiederholen</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ Erster</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Abspielen</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Vor ▶</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>Letzter ▶|</translation>
    </message>
    <message>
        <source>Round back</source>
        <translation>Runde zurück</translation>
    </message>
    <message>
        <source>Round forward</source>
        <translation>Runde vor</translation>
    </message>
    <message>
        <source>of {runs} (0 to {last})</source>
        <translation>von {runs} (0 bis {last})</translation>
    </message>
    <message>
        <source>Tracing run {run}…</source>
        <translation>Lauf {run} wird verfolgt…</translation>
    </message>
    <message>
        <source>{label}, one stage of the rally&apos;s race: its legs before and after are raced too</source>
        <translation>{label}, eine WP des Rallye-Rennens: die WPs davor und danach werden mitgefahren</translation>
    </message>
    <message>
        <source>Cannot replay: {reason}</source>
        <translation>Wiederholung nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>Test drive first (Ctrl+T, 1-6 players): then step through one of its runs here.</source>
        <translation>Zuerst testfahren (Strg+T, 1-6 Spieler): dann hier einen der Läufe schrittweise ansehen.</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pause</translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <source>Car</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>Dice rolled</source>
        <translation>Gewürfelt</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Gear</source>
        <translation>Gang</translation>
    </message>
    <message>
        <source>Time card</source>
        <translation>Zeitkarte</translation>
    </message>
    <message>
        <source>Control</source>
        <translation>Kontrolle</translation>
    </message>
    <message>
        <source>Gear token</source>
        <translation>Gangmarker</translation>
    </message>
    <message>
        <source>, leader dice</source>
        <translation>, Führungswürfel</translation>
    </message>
    <message>
        <source>, plan changed by the cars around</source>
        <translation>, Plan durch Autos in der Nähe geändert</translation>
    </message>
    <message>
        <source>LOSS OF CONTROL: {card}</source>
        <translation>KONTROLLVERLUST: {card}</translation>
    </message>
    <message>
        <source>, damage {tokens}</source>
        <translation>, Schaden {tokens}</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>behalten</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>stays in {cell}</source>
        <translation>bleibt in {cell}</translation>
    </message>
    <message>
        <source>Which run of the test drive to replay (the same run `pacenote drive --trace --trace-run N` prints)</source>
        <translation>Welcher Lauf der Testfahrt wiederholt wird (derselbe, den `pacenote drive --trace --trace-run N` ausgibt)</translation>
    </message>
    <message>
        <source>Rounds: drag to a round to see where the cars were at its end (Alt+PgUp / Alt+PgDown: a round back / forward)</source>
        <translation>Runden: zu einer Runde ziehen, um zu sehen, wo die Autos an ihrem Ende waren (Alt+Bild↑ / Alt+Bild↓: eine Runde zurück / vor)</translation>
    </message>
    <message>
        <source>car</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>where</source>
        <translation>wo</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Cars after this turn</source>
        <translation>Autos nach diesem Zug</translation>
    </message>
    <message>
        <source>The turn as `pacenote drive --trace` prints it</source>
        <translation>Der Zug, wie `pacenote drive --trace` ihn ausgibt</translation>
    </message>
    <message>
        <source>round {n} of {count}</source>
        <translation>Runde {n} von {count}</translation>
    </message>
    <message>
        <source>{label}: round {round}, turn {n} of {count} (turn {index} of {turns} in the race)</source>
        <translation>{label}: Runde {round}, Zug {n} von {count} (Zug {index} von {turns} im Rennen)</translation>
    </message>
</context>
<context>
    <name>Severity</name>
    <message>
        <source>no problems</source>
        <translation>keine Probleme</translation>
    </message>
</context>
<context>
    <name>StagePanel</name>
    <message>
        <source>Figures</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>Boxes needed</source>
        <translation>Benötigte Schachteln</translation>
    </message>
    <message>
        <source>Placed</source>
        <translation>Gelegt</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Untergrund</translation>
    </message>
    <message>
        <source>Danger</source>
        <translation>Gefahr</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Playing time</source>
        <translation>Spieldauer</translation>
    </message>
    <message>
        <source>gravel</source>
        <translation>Schotter</translation>
    </message>
    <message>
        <source>asphalt</source>
        <translation>Asphalt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>low</source>
        <translation>niedrig</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>high</source>
        <translation>hoch</translation>
    </message>
    <message>
        <source>short</source>
        <translation>kurz</translation>
    </message>
    <message>
        <source>long</source>
        <translation>lang</translation>
    </message>
    <message>
        <source>being counted…</source>
        <translation>wird gezählt…</translation>
    </message>
    <message>
        <source>rally&apos;s</source>
        <translation>der Rallye</translation>
    </message>
    <message>
        <source>own</source>
        <translation>eigene</translation>
    </message>
    <message>
        <source>{need} ({whose} {boxes}: short of tile {short})</source>
        <translation>{need} ({whose} {boxes}: es fehlen Streckenteile {short})</translation>
    </message>
    <message>
        <source>no course yet</source>
        <translation>noch keine Strecke</translation>
    </message>
    <message>
        <source>– (once START → FINISH is complete)</source>
        <translation>– (sobald START → FINISH vollständig ist)</translation>
    </message>
    <message>
        <source>Stage name (titles the PDF and picture)</source>
        <translation>Name der WP (Titel von PDF und Bild)</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Notes: anything players should know</source>
        <translation>Notizen: was die Spieler wissen sollten</translation>
    </message>
    <message>
        <source>or box names: dirt-core,dirt-110-percent</source>
        <translation>oder Schachtelnamen: dirt-core,dirt-110-percent</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Schachteln</translation>
    </message>
    <message>
        <source>The boxes, by name (docs/tiles.md, Boxes), comma-separated, NAME:COUNT for several copies: each counts its own pieces; empty: the count above</source>
        <translation>Die Streckenteil-Schachteln, nach Namen (docs/tiles.md, Boxes), durch Kommas getrennt, NAME:ANZAHL für mehrere Exemplare: jede zählt ihre eigenen Teile; leer: die Anzahl darüber</translation>
    </message>
    <message>
        <source>The rally file&apos;s boxes: copies of the tile box the organisers have (the Rally dock&apos;s Boxes; a change is a rally change)</source>
        <translation>Die Schachteln der Rallyedatei: Exemplare der Streckenteil-Schachtel beim Veranstalter (Schachteln im Rallye-Dock; eine Änderung ist eine Rallye-Änderung)</translation>
    </message>
    <message>
        <source>How many game boxes you own: tiles per box × boxes can be placed; the palette shows how many are left</source>
        <translation>Wie viele Spielschachteln Sie besitzen: Streckenteile pro Schachtel × Schachteln sind legbar; die Palette zeigt, wie viele übrig sind</translation>
    </message>
    <message>
        <source> (the boxes named below count)</source>
        <translation> (es zählen die unten genannten Schachteln)</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>pacenote editor</source>
        <translation>pacenote-Editor</translation>
    </message>
    <message>
        <source>Build a Rallyman: DIRT stage from the game&apos;s tiles, check it and test-drive it.</source>
        <translation>Baue eine Rallyman: DIRT-WP aus den Streckenteilen des Spiels, prüfe und teste sie.</translation>
    </message>
    <message>
        <source>New stage</source>
        <translation>Neue WP</translation>
    </message>
    <message>
        <source>New rally</source>
        <translation>Neue Rallye</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Import Rekee / .rgt…</source>
        <translation>Rekee / .rgt importieren…</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open an example</source>
        <translation>Beispiel öffnen</translation>
    </message>
    <message>
        <source>Open an example rally</source>
        <translation>Beispiel-Rallye öffnen</translation>
    </message>
    <message>
        <source>No recent files yet</source>
        <translation>Noch keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>No examples here (a source checkout has them)</source>
        <translation>Keine Beispiele hier (ein Quell-Checkout enthält sie)</translation>
    </message>
    <message>
        <source>No example rallies here (a source checkout has them)</source>
        <translation>Keine Beispiel-Rallyes hier (ein Quell-Checkout enthält sie)</translation>
    </message>
</context>
<context>
    <name>TestDriveController</name>
    <message>
        <source>AI driver for the test drive</source>
        <translation>KI-Fahrer der Testfahrt</translation>
    </message>
    <message>
        <source>Solo time trials, or races with 2 or more players (by default {solo} and {races}, as pacenote drive)</source>
        <translation>Solo-Zeitfahren oder Rennen mit 2 oder mehr Spielern (standardmäßig {solo} und {races}, wie pacenote drive)</translation>
    </message>
    <message>
        <source>Same seed, same dice, same result</source>
        <translation>Gleicher Seed, gleiche Würfel, gleiches Ergebnis</translation>
    </message>
    <message>
        <source>Whole rally</source>
        <translation>Ganze Rallye</translation>
    </message>
    <message>
        <source>Test &amp;drive</source>
        <translation>&amp;Testfahrt</translation>
    </message>
    <message>
        <source>&amp;Cancel test drive</source>
        <translation>Testfahrt &amp;abbrechen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Heat map (test drive)</source>
        <translation>&amp;Heatmap (Testfahrt)</translation>
    </message>
    <message>
        <source>&amp;Congestion map (race)</source>
        <translation>&amp;Staukarte (Rennen)</translation>
    </message>
    <message>
        <source>Test drive</source>
        <translation>Testfahrt</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Fahrer</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Cannot test-drive: {reason}</source>
        <translation>Testfahrt nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>, {n} players</source>
        <translation>, {n} Spieler</translation>
    </message>
    <message>
        <source>, the whole rally ({n} stages)</source>
        <translation>, die ganze Rallye ({n} WPs)</translation>
    </message>
    <message>
        <source>This test drive&apos;s figures, heat map and replay are {label}&apos;s; show {label} to see them (nothing has changed since).</source>
        <translation>Zahlen, Heatmap und Wiederholung dieser Testfahrt gehören zu {label}; {label} anzeigen, um sie zu sehen (seitdem hat sich nichts geändert).</translation>
    </message>
    <message>
        <source>Stale: the stage has changed since this test drive.</source>
        <translation>Veraltet: die WP hat sich seit dieser Testfahrt geändert.</translation>
    </message>
    <message>
        <source>Test drive cancelled</source>
        <translation>Testfahrt abgebrochen</translation>
    </message>
    <message>
        <source>Test drive failed: {reason}</source>
        <translation>Testfahrt fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>Test drive (Ctrl+T)</source>
        <translation>Testfahrt (Strg+T)</translation>
    </message>
    <message>
        <source>Test drive needs a complete course: {reason}</source>
        <translation>Die Testfahrt braucht eine vollständige Strecke: {reason}</translation>
    </message>
</context>
<context>
    <name>TileItem</name>
    <message>
        <source>service park</source>
        <translation>Servicepark</translation>
    </message>
    <message>
        <source>flat out</source>
        <translation>Vollgas</translation>
    </message>
    <message>
        <source>Next tile here: click to place the selected palette tile</source>
        <translation>Nächstes Streckenteil hier: klicken, um das gewählte Streckenteil der Palette zu legen</translation>
    </message>
    <message>
        <source>Open end: click to continue the course here</source>
        <translation>Offenes Ende: klicken, um die Strecke hier fortzusetzen</translation>
    </message>
</context>
<context>
    <name>TokenMenu</name>
    <message>
        <source>Mud spray</source>
        <translation>Schlammspritzer</translation>
    </message>
    <message>
        <source>Chicane with a speed limit</source>
        <translation>Schikane mit Tempolimit</translation>
    </message>
    <message>
        <source>Chicane</source>
        <translation>Schikane</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Sprung</translation>
    </message>
    <message>
        <source>Climb: ascent</source>
        <translation>Bergrennen: bergauf</translation>
    </message>
    <message>
        <source>Climb: descent</source>
        <translation>Bergrennen: bergab</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Wolke</translation>
    </message>
    <message>
        <source>Oxygen</source>
        <translation>Sauerstoff</translation>
    </message>
    <message>
        <source>Joker lap: entrance</source>
        <translation>Joker-Runde: Einfahrt</translation>
    </message>
    <message>
        <source>Joker lap: exit</source>
        <translation>Joker-Runde: Ausfahrt</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Rotate clockwise</source>
        <translation>Im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Rotate counter-clockwise</source>
        <translation>Gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Flip to the other side</source>
        <translation>Auf die andere Seite umdrehen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Place {tile} here</source>
        <translation>{tile} hier legen</translation>
    </message>
    <message>
        <source>Turn the {name} token</source>
        <translation>Marker {name} drehen</translation>
    </message>
    <message>
        <source>Remove the {name} token</source>
        <translation>Marker {name} entfernen</translation>
    </message>
    <message>
        <source>Add token here</source>
        <translation>Marker hier hinlegen</translation>
    </message>
</context>
<context>
    <name>TokenPalette</name>
    <message>
        <source>Drag onto a tile, or double-click to lay it on the selected tile</source>
        <translation>Auf ein Streckenteil ziehen oder doppelklicken, um ihn auf das gewählte Streckenteil zu legen</translation>
    </message>
</context>
</TS>
