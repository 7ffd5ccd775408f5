<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>pacenote</name>
    <message>
        <location filename="../../cli/drivereport.py" line="140"/>
        <source>cell</source>
        <comment>drive table column</comment>
        <translation>Feld</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="140"/>
        <source>tile</source>
        <comment>drive table column</comment>
        <translation>Streckenteil</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="141"/>
        <source>hex</source>
        <comment>drive table column</comment>
        <translation>Hex</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="141"/>
        <source>losses</source>
        <comment>drive table column</comment>
        <translation>Verluste</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="142"/>
        <source>per run</source>
        <comment>drive table column</comment>
        <translation>pro Lauf</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="142"/>
        <source>crashes</source>
        <comment>drive table column</comment>
        <translation>Unfälle</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="143"/>
        <source>spin</source>
        <translation>Dreher</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="143"/>
        <source>crash</source>
        <translation>Unfall</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="143"/>
        <source>sisu</source>
        <translation>SISU</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="144"/>
        <source>green_flag</source>
        <translation>grüne Flagge</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="155"/>
        <source>runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="180"/>
        <source>{runs} solo runs, driver {driver}, seed {seed}</source>
        <translation>{runs} Solo-Läufe, Fahrer {driver}, Seed {seed}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="185"/>
        <source> (exact)</source>
        <translation> (exakt)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="186"/>
        <source>{n} per run</source>
        <translation>{n} pro Lauf</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="188"/>
        <source>finished</source>
        <translation>im Ziel</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="188"/>
        <source>{finished}/{runs} runs</source>
        <translation>{finished}/{runs} Läufe</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="190"/>
        <source>retired {n}</source>
        <translation>ausgeschieden {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="191"/>
        <source>stuck {n}</source>
        <translation>festgefahren {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="194"/>
        <source>mean {time}</source>
        <translation>Mittel {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="196"/>
        <source>runs {time}</source>
        <translation>Läufe {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="200"/>
        <source>stage time</source>
        <translation>WP-Zeit</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="200"/>
        <source>(runs)</source>
        <translation>(Läufe)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="202"/>
        <source>(expert's expected time)</source>
        <translation>(erwartete Zeit des Experten)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="203"/>
        <source>turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="204"/>
        <source>in the runs: </source>
        <translation>in den Läufen: </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="205"/>
        <source>losses of control</source>
        <translation>Kontrollverluste</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="207"/>
        <source>damage drawn</source>
        <translation>gezogene Schäden</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="210"/>
        <source>shortcuts</source>
        <translation>Abkürzungen</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="210"/>
        <source>{entries} entries in {runs} runs</source>
        <translation>{entries} Einfahrten in {runs} Läufen</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="215"/>
        <source>per run (exact)</source>
        <translation>pro Lauf (exakt)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="216"/>
        <source>damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="217"/>
        <source>shortcuts {entries} entries, {share} of runs</source>
        <translation>Abkürzungen {entries} Einfahrten, {share} der Läufe</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="219"/>
        <source>seconds tokens</source>
        <translation>Sekundenmarker</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="220"/>
        <source>{n} left per run on average</source>
        <translation>im Mittel {n} übrig pro Lauf</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="226"/>
        <source>blocked turns</source>
        <translation>blockierte Züge</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="226"/>
        <source>{n} (no die could enter a cell ahead)</source>
        <translation>{n} (kein Würfel konnte ein Feld voraus betreten)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="228"/>
        <source>spare wheel / SISU</source>
        <translation>Ersatzrad / SISU</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="228"/>
        <source>{spare} / {sisu} runs</source>
        <translation>{spare} / {sisu} Läufe</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="232"/>
        <source>Stage time distribution</source>
        <translation>Verteilung der WP-Zeiten</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="234"/>
        <source>Hot spots (losses of control by cell)</source>
        <translation>Brennpunkte (Kontrollverluste je Feld)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="235"/>
        <source>Hot spots (per run: exact)</source>
        <translation>Brennpunkte (pro Lauf: exakt)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="75"/>
        <source>wrote {path}: {n} page</source>
        <comment>wrote {path}: {n} pages</comment>
        <translation>
            <numerusform>geschrieben {path}: {n} Seite</numerusform>
            <numerusform>geschrieben {path}: {n} Seiten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="92"/>
        <source>wrote {path}/: {files} files ({pages}-page PDF, {stages}, index.html)</source>
        <translation>geschrieben {path}/: {files} Dateien ({pages}-seitiges PDF, {stages}, index.html)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="95"/>
        <source>{n} stage</source>
        <comment>{n} stages</comment>
        <translation>
            <numerusform>{n} WP</numerusform>
            <numerusform>{n} WPs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="244"/>
        <source>{n} error</source>
        <comment>{n} errors</comment>
        <translation>
            <numerusform>{n} Fehler</numerusform>
            <numerusform>{n} Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="245"/>
        <source>{n} warning</source>
        <comment>{n} warnings</comment>
        <translation>
            <numerusform>{n} Warnung</numerusform>
            <numerusform>{n} Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="246"/>
        <source>{n} info</source>
        <translation>{n} Hinweise</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="248"/>
        <source>{n} file checked</source>
        <comment>{n} files checked</comment>
        <translation>
            <numerusform>{n} Datei geprüft</numerusform>
            <numerusform>{n} Dateien geprüft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="249"/>
        <source>{n} file could not be read</source>
        <comment>{n} files could not be read</comment>
        <translation>
            <numerusform>{n} Datei nicht lesbar</numerusform>
            <numerusform>{n} Dateien nicht lesbar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="252"/>
        <source>{n} file with errors</source>
        <comment>{n} files with errors</comment>
        <translation>
            <numerusform>{n} Datei mit Fehlern</numerusform>
            <numerusform>{n} Dateien mit Fehlern</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="254"/>
        <source>not every file could be checked</source>
        <translation>nicht jede Datei konnte geprüft werden</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="255"/>
        <source>no errors</source>
        <translation>keine Fehler</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/app.py" line="359"/>
        <source>circuit: closed loop, {n} lap</source>
        <comment>circuit: closed loop, {n} laps</comment>
        <translation>
            <numerusform>Rundkurs: geschlossene Schleife, {n} Runde</numerusform>
            <numerusform>Rundkurs: geschlossene Schleife, {n} Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_control.py" line="215"/>
        <source>Test drive: {n} run with the {driver} driver, seed {seed}</source>
        <comment>Test drive: {n} runs with the {driver} driver, seed {seed}</comment>
        <translation>
            <numerusform>Testfahrt: {n} Lauf mit dem Fahrer {driver}, Seed {seed}</numerusform>
            <numerusform>Testfahrt: {n} Läufe mit dem Fahrer {driver}, Seed {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_control.py" line="247"/>
        <source>Test drive done: {n} run in {seconds} s</source>
        <comment>Test drive done: {n} runs in {seconds} s</comment>
        <translation>
            <numerusform>Testfahrt fertig: {n} Lauf in {seconds} s</numerusform>
            <numerusform>Testfahrt fertig: {n} Läufe in {seconds} s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="59"/>
        <source>({finished} of {n} run)</source>
        <comment>({finished} of {n} runs)</comment>
        <translation>
            <numerusform>({finished} von {n} Lauf)</numerusform>
            <numerusform>({finished} von {n} Läufen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="101"/>
        <source>{n} run · {driver} · seed {seed}</source>
        <comment>{n} runs · {driver} · seed {seed}</comment>
        <translation>
            <numerusform>{n} Lauf · {driver} · Seed {seed}</numerusform>
            <numerusform>{n} Läufe · {driver} · Seed {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="162"/>
        <source>{n} lap</source>
        <comment>{n} laps</comment>
        <translation>
            <numerusform>{n} Runde</numerusform>
            <numerusform>{n} Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="81"/>
        <source>{n} box needed</source>
        <comment>{n} boxes needed</comment>
        <translation>
            <numerusform>{n} Schachtel nötig</numerusform>
            <numerusform>{n} Schachteln nötig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="84"/>
        <source>{n} tile placed</source>
        <comment>{n} tiles placed</comment>
        <translation>
            <numerusform>{n} Streckenteil gelegt</numerusform>
            <numerusform>{n} Streckenteile gelegt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="85"/>
        <source>{n} road tile</source>
        <comment>{n} road tiles</comment>
        <translation>
            <numerusform>{n} Streckenteil</numerusform>
            <numerusform>{n} Streckenteile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="85"/>
        <source>{n} cell</source>
        <comment>{n} cells</comment>
        <translation>
            <numerusform>{n} Feld</numerusform>
            <numerusform>{n} Felder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="86"/>
        <source>{n} tile on the course</source>
        <comment>{n} tiles on the course</comment>
        <translation>
            <numerusform>{n} Streckenteil auf der Strecke</numerusform>
            <numerusform>{n} Streckenteile auf der Strecke</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="97"/>
        <source>~{minutes} min for {n} player</source>
        <comment>~{minutes} min for {n} players</comment>
        <translation>
            <numerusform>~{minutes} Min. für {n} Spieler</numerusform>
            <numerusform>~{minutes} Min. für {n} Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="188"/>
        <source>box: the rally's</source>
        <comment>boxes: the rally's</comment>
        <translation>
            <numerusform>Schachtel: die der Rallye</numerusform>
            <numerusform>Schachteln: die der Rallye</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="189"/>
        <source>box owned</source>
        <comment>boxes owned</comment>
        <translation>
            <numerusform>Schachtel im Besitz</numerusform>
            <numerusform>Schachteln im Besitz</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="65"/>
        <source>quick start</source>
        <translation>Schnellstart</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="65"/>
        <source>red zone</source>
        <translation>roter Bereich</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="66"/>
        <source>SISU token</source>
        <translation>SISU-Marker</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="66"/>
        <source>leader dice</source>
        <translation>Führungswürfel</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="67"/>
        <source>rally</source>
        <comment>option value</comment>
        <translation>Rallye</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="67"/>
        <source>stage</source>
        <comment>option value</comment>
        <translation>Wertungsprüfung</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="74"/>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="76"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/booklet.py" line="100"/>
        <source>{n} validation error ({codes}): exported as a draft with a warning banner</source>
        <comment>{n} validation errors ({codes}): exported as a draft with a warning banner</comment>
        <translation>
            <numerusform>{n} Prüffehler ({codes}): als Entwurf mit Warnhinweis exportiert</numerusform>
            <numerusform>{n} Prüffehler ({codes}): als Entwurf mit Warnhinweis exportiert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>above</source>
        <translation>über</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>upper right of</source>
        <translation>rechts oberhalb von</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>lower right of</source>
        <translation>rechts unterhalb von</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>below</source>
        <translation>unter</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>lower left of</source>
        <translation>links unterhalb von</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>upper left of</source>
        <translation>links oberhalb von</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>top left</source>
        <translation>oben links</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>top right</source>
        <translation>oben rechts</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>bottom right</source>
        <translation>unten rechts</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>bottom left</source>
        <translation>unten links</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>straight</source>
        <translation>geradeaus</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>right 60°</source>
        <translation>rechts 60°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>right 120°</source>
        <translation>rechts 120°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="28"/>
        <source>left 120°</source>
        <translation>links 120°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="28"/>
        <source>left 60°</source>
        <translation>links 60°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="88"/>
        <source>service park</source>
        <translation>Servicepark</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="271"/>
        <source>rally booklet (PDF)</source>
        <translation>Rallyeheft (PDF)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="271"/>
        <source>build guide (PDF)</source>
        <translation>Aufbauanleitung (PDF)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="273"/>
        <source>rally file</source>
        <translation>Rallyedatei</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="276"/>
        <source>the rally at a glance</source>
        <translation>die Rallye auf einen Blick</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="277"/>
        <source>pick list (tiles.txt)</source>
        <translation>Streckenteil-Liste (tiles.txt)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="294"/>
        <source>picture (PNG)</source>
        <translation>Bild (PNG)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="295"/>
        <source>this page</source>
        <translation>diese Seite</translation>
    </message>
    <message>
        <location filename="../../export/guide.py" line="173"/>
        <source>length</source>
        <translation>Länge</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/guide.py" line="173"/>
        <source>{pieces} pieces in the loop x {n} lap: a {size} race (rulebook: {guidelines})</source>
        <comment>{pieces} pieces in the loop x {n} laps: a {size} race (rulebook: {guidelines})</comment>
        <translation>
            <numerusform>{pieces} Teile in der Schleife x {n} Runde: ein Rennen „{size}“ (Regelheft: {guidelines})</numerusform>
            <numerusform>{pieces} Teile in der Schleife x {n} Runden: ein Rennen „{size}“ (Regelheft: {guidelines})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/guide.py" line="178"/>
        <source>~{minutes} min for {players} players (rulebook: ~{book} min for a {size} race)</source>
        <translation>~{minutes} Min. für {players} Spieler (Regelheft: ~{book} Min. für ein Rennen „{size}“)</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="56"/>
        <source>~{minutes} min</source>
        <translation>~{minutes} Min.</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="59"/>
        <source>draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="87"/>
        <source>by {author}</source>
        <translation>von {author}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/indexpage.py" line="97"/>
        <source>{n} validation error</source>
        <comment>{n} validation errors</comment>
        <translation>
            <numerusform>{n} Prüffehler</numerusform>
            <numerusform>{n} Prüffehler</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="100"/>
        <source>Not ready to play: {problems}</source>
        <translation>Nicht spielbereit: {problems}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="103"/>
        <source>At a glance</source>
        <translation>Auf einen Blick</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="105"/>
        <source>{title}: every stage</source>
        <translation>{title}: alle Wertungsprüfungen</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="106"/>
        <source>Stages</source>
        <translation>Wertungsprüfungen</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>stage</source>
        <translation>WP</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>road tiles</source>
        <translation>Streckenteile</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>cells</source>
        <translation>Felder</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="109"/>
        <source>par time</source>
        <translation>Richtzeit</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>then</source>
        <translation>danach</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>tiles</source>
        <translation>Streckenteile</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="125"/>
        <source>Tiles</source>
        <translation>Streckenteile</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="126"/>
        <source>{n} physical tiles for the whole rally; flipped between stages: {tiles}. Per stage and between stages: </source>
        <translation>{n} Streckenteile für die ganze Rallye; zwischen den Wertungsprüfungen umgedreht: {tiles}. Pro WP und zwischen den WPs: </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="133"/>
        <source>Community formats</source>
        <translation>Community-Formate</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="137"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="138"/>
        <source>Written by pacenote:</source>
        <translation>Geschrieben von pacenote:</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="139"/>
        <source>Files: {n}.</source>
        <translation>Dateien: {n}.</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="150"/>
        <source>{tiles} road tiles, {cells} cells: {size}</source>
        <translation>{tiles} Streckenteile, {cells} Felder: {size}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="154"/>
        <source>no START → FINISH course yet</source>
        <translation>noch keine Strecke START → FINISH</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="158"/>
        <source>yes ({tile})</source>
        <translation>ja ({tile})</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="159"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/indexpage.py" line="163"/>
        <source>{n} stage ({classes})</source>
        <comment>{n} stages ({classes})</comment>
        <translation>
            <numerusform>{n} Wertungsprüfung ({classes})</numerusform>
            <numerusform>{n} Wertungsprüfungen ({classes})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="165"/>
        <source>: a {size} rally</source>
        <translation>: eine Rallye „{size}“</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="168"/>
        <source>~{minutes} min for {players} players</source>
        <translation>~{minutes} Min. für {players} Spieler</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="171"/>
        <source>after {stages}</source>
        <translation>nach {stages}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="172"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="173"/>
        <source>tile boxes</source>
        <translation>Streckenteil-Schachteln</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="175"/>
        <source>advanced rules</source>
        <translation>Fortgeschrittenenregeln</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="42"/>
        <source>… and {n} more</source>
        <translation>… und {n} weitere</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="71"/>
        <source>SHORT STAGE</source>
        <translation>KURZE WP</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="71"/>
        <source>MEDIUM STAGE</source>
        <translation>MITTLERE WP</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="72"/>
        <source>LONG STAGE</source>
        <translation>LANGE WP</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="72"/>
        <source>SHORT RACE</source>
        <translation>KURZES RENNEN</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="73"/>
        <source>MEDIUM RACE</source>
        <translation>MITTLERES RENNEN</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="73"/>
        <source>LONG RACE</source>
        <translation>LANGES RENNEN</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="74"/>
        <source>SHORT RALLY</source>
        <translation>KURZE RALLYE</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="74"/>
        <source>MEDIUM RALLY</source>
        <translation>MITTLERE RALLYE</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="75"/>
        <source>LONG RALLY</source>
        <translation>LANGE RALLYE</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="81"/>
        <source> · by {author}</source>
        <translation> · von {author}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="54"/>
        <source>Stage build guide</source>
        <comment>a GT circuit's page</comment>
        <translation>Aufbauanleitung des Rundkurses</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="55"/>
        <source>Stage build guide</source>
        <translation>Aufbauanleitung der Wertungsprüfung</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="56"/>
        <source>{title} · stage {n} of {count}</source>
        <translation>{title} · WP {n} von {count}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="66"/>
        <source>page {n} / {count}</source>
        <translation>Seite {n} / {count}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="81"/>
        <source>where the tile goes next to the tile before it, as on the drawing (top of the page = far side of the table).</source>
        <translation>wo das Streckenteil neben das vorige kommt, wie auf der Zeichnung (oben auf der Seite = ferne Tischseite).</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="83"/>
        <source>the corner with the tile's printed number (dark wedge on the drawing).</source>
        <translation>die Ecke mit der aufgedruckten Nummer des Streckenteils (dunkler Keil auf der Zeichnung).</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="84"/>
        <source>how the course turns across the tile.</source>
        <translation>wie die Strecke über das Streckenteil abbiegt.</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="100"/>
        <source>tile</source>
        <translation>Streckenteil</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="101"/>
        <source>place it</source>
        <translation>legen</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="102"/>
        <source>number at</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="103"/>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>short</source>
        <comment>class</comment>
        <translation>kurz</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>medium</source>
        <comment>class</comment>
        <translation>mittel</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>long</source>
        <comment>class</comment>
        <translation>lang</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="114"/>
        <source>first tile</source>
        <translation>erstes Streckenteil</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="120"/>
        <source>DRAFT</source>
        <translation>ENTWURF</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="124"/>
        <source>DRAFT: this stage has {n} validation error and is not ready to play</source>
        <comment>DRAFT: this stage has {n} validation errors and is not ready to play</comment>
        <translation>
            <numerusform>ENTWURF: diese Wertungsprüfung hat {n} Prüffehler und ist nicht spielbereit</numerusform>
            <numerusform>ENTWURF: diese Wertungsprüfung hat {n} Prüffehler und ist nicht spielbereit</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="135"/>
        <source>also placed, not on the course: {tiles}</source>
        <translation>auch gelegt, nicht auf der Strecke: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="150"/>
        <source>build order</source>
        <translation>Aufbaureihenfolge</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="162"/>
        <source>notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="224"/>
        <source>{tiles} road tiles START → FINISH, {cells} road cells: {size} (rulebook: {target} tiles)</source>
        <translation>{tiles} Streckenteile START → FINISH, {cells} Felder: „{size}“ (Regelheft: {target} Streckenteile)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="228"/>
        <source>~{minutes} min for {n} player (rulebook: ~{book} min for a {size} stage and 4 players)</source>
        <comment>~{minutes} min for {n} players (rulebook: ~{book} min for a {size} stage and 4 players)</comment>
        <translation>
            <numerusform>~{minutes} Min. für {n} Spieler (Regelheft: ~{book} Min. für eine WP „{size}“ und 4 Spieler)</numerusform>
            <numerusform>~{minutes} Min. für {n} Spieler (Regelheft: ~{book} Min. für eine WP „{size}“ und 4 Spieler)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="236"/>
        <source>yes ({tile} after the FINISH)</source>
        <translation>ja ({tile} nach FINISH)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="241"/>
        <source>{par} (expert driver, {runs} runs; {finished}/{runs} finished)</source>
        <translation>{par} (Experte, {runs} Läufe; {finished}/{runs} im Ziel)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="243"/>
        <source>{par} (expert driver, {runs} runs; mean of the runs {mean}; {finished}/{runs} finished)</source>
        <translation>{par} (Experte, {runs} Läufe; Mittel der Läufe {mean}; {finished}/{runs} im Ziel)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="248"/>
        <source>none ({finished}/{runs} expert runs finished)</source>
        <translation>keine ({finished}/{runs} Läufe des Experten im Ziel)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="254"/>
        <source>races</source>
        <translation>Rennen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="254"/>
        <source>{n} simulated race of {players} cars: {rounds} rounds, about {minutes} min at the table; {overtakes} overtakes and {blocked} turns blocked by cars per race</source>
        <comment>{n} simulated races of {players} cars: {rounds} rounds, about {minutes} min at the table; {overtakes} overtakes and {blocked} turns blocked by cars per race</comment>
        <translation>
            <numerusform>{n} simuliertes Rennen mit {players} Autos: {rounds} Spielrunden, etwa {minutes} Min. am Tisch; {overtakes} Überholungen und {blocked} von Autos blockierte Züge pro Rennen</numerusform>
            <numerusform>{n} simulierte Rennen mit {players} Autos: {rounds} Spielrunden, etwa {minutes} Min. am Tisch; {overtakes} Überholungen und {blocked} von Autos blockierte Züge pro Rennen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="279"/>
        <source>tiles ({n})</source>
        <translation>Streckenteile ({n})</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="288"/>
        <source>race</source>
        <translation>Rennen</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="116"/>
        <source>{title}: tiles to take out of the box</source>
        <translation>{title}: Streckenteile aus der Schachtel</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/picklist.py" line="119"/>
        <source>{n} tile</source>
        <comment>{n} tiles</comment>
        <translation>
            <numerusform>{n} Streckenteil</numerusform>
            <numerusform>{n} Streckenteile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/picklist.py" line="125"/>
        <source>{n} box</source>
        <comment>{n} boxes</comment>
        <translation>
            <numerusform>{n} Schachtel</numerusform>
            <numerusform>{n} Schachteln</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="127"/>
        <source>Whole rally: {tiles} physical tiles from {boxes} (the table holds one stage at a time)</source>
        <translation>Ganze Rallye: {tiles} Streckenteile aus {boxes} (auf dem Tisch liegt jeweils eine WP)</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="130"/>
        <source>tile</source>
        <comment>pick list column</comment>
        <translation>Streckenteil</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="135"/>
        <source>flipped</source>
        <translation>umgedreht</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="140"/>
        <source>flipped between stages: {tiles}</source>
        <translation>zwischen den WPs umgedreht: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="144"/>
        <source>Between {before} and {after}:</source>
        <translation>Zwischen {before} und {after}:</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="146"/>
        <source>the same tiles, the same sides up (rebuild the layout)</source>
        <translation>dieselben Streckenteile, dieselben Seiten oben (Strecke neu legen)</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="148"/>
        <source>flip: {tiles}</source>
        <translation>umdrehen: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="151"/>
        <source>put away: {tiles}</source>
        <translation>weglegen: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="153"/>
        <source>take out: {tiles}</source>
        <translation>herausnehmen: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="36"/>
        <source>short = 2 short stages, medium = 3 short or 2 long, long = 3 medium</source>
        <translation>kurz = 2 kurze WPs, mittel = 3 kurze oder 2 lange, lang = 3 mittlere</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="38"/>
        <source>After a stage with service: remove all damage tokens and take back the spare wheel.</source>
        <translation>Nach einer Wertungsprüfung mit Service: alle Schadensmarker entfernen und das Ersatzrad zurücknehmen.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="39"/>
        <source>After a stage without service: note each car's damage tokens (gear / gas / brake) on the rally sheet; they start the next stage on its dashboard. A spare wheel not used in the stage may be discarded between stages to remove one gas damage.</source>
        <translation>Nach einer Wertungsprüfung ohne Service: die Schadensmarker jedes Autos (Gang / Gas / Bremse) auf dem Rallyebogen notieren; sie beginnen die nächste WP auf seinem Armaturenbrett. Ein in der WP nicht benutztes Ersatzrad darf zwischen den WPs abgelegt werden, um einen Gas-Schaden zu entfernen.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="42"/>
        <source>Time cards and seconds tokens never carry over. The lowest total time plays first in the next stage.</source>
        <translation>Zeitkarten und Sekundenmarker werden nie übernommen. Die niedrigste Gesamtzeit spielt in der nächsten WP zuerst.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="50"/>
        <source>Rally booklet</source>
        <translation>Rallyeheft</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="52"/>
        <source>DRAFT: this rally has errors and is not ready to play</source>
        <translation>ENTWURF: diese Rallye hat Fehler und ist nicht spielbereit</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="56"/>
        <source>one of the rulebook's plans</source>
        <translation>einer der Pläne des Regelhefts</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="57"/>
        <source>nearest rulebook class</source>
        <translation>nächste Klasse des Regelhefts</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="60"/>
        <source>{n} stage ({classes}): a {size} rally ({how}; {plans})</source>
        <comment>{n} stages ({classes}): a {size} rally ({how}; {plans})</comment>
        <translation>
            <numerusform>{n} Wertungsprüfung ({classes}): eine Rallye „{size}“ ({how}; {plans})</numerusform>
            <numerusform>{n} Wertungsprüfungen ({classes}): eine Rallye „{size}“ ({how}; {plans})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="66"/>
        <source>~{minutes} min for {n} player: the stages at the rulebook's rate and {between} min between stages (rulebook: ~{book} min for a {size} rally and 4 players)</source>
        <comment>~{minutes} min for {n} players: the stages at the rulebook's rate and {between} min between stages (rulebook: ~{book} min for a {size} rally and 4 players)</comment>
        <translation>
            <numerusform>~{minutes} Min. für {n} Spieler: die WPs im Tempo des Regelhefts und {between} Min. zwischen den WPs (Regelheft: ~{book} Min. für eine Rallye „{size}“ und 4 Spieler)</numerusform>
            <numerusform>~{minutes} Min. für {n} Spieler: die WPs im Tempo des Regelhefts und {between} Min. zwischen den WPs (Regelheft: ~{book} Min. für eine Rallye „{size}“ und 4 Spieler)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="78"/>
        <source>{n} (every stage is built from this box)</source>
        <comment>{n} (every stage is built from these boxes)</comment>
        <translation>
            <numerusform>{n} (jede WP wird aus dieser Schachtel gebaut)</numerusform>
            <numerusform>{n} (jede WP wird aus diesen Schachteln gebaut)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="90"/>
        <source>stages</source>
        <translation>Wertungsprüfungen</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="96"/>
        <source>tiles per stage</source>
        <translation>Streckenteile pro WP</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="99"/>
        <source>between stages</source>
        <translation>zwischen den WPs</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="109"/>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="111"/>
        <source>page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="132"/>
        <source>  (errors)</source>
        <translation>  (Fehler)</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="135"/>
        <source>service park</source>
        <comment>the cover table's narrow 'then' column</comment>
        <translation>Service</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="179"/>
        <source>time: m:ss, the stage's time cards minus the seconds tokens left. damage carried: the damage tokens on the dashboard going into the next stage. spare wheel: Y if the card is available in the next stage. total: the rally time so far; #: position (lowest total first, and first to play in the next stage).</source>
        <translation>Zeit: m:ss, die Zeitkarten der WP minus die übrigen Sekundenmarker. Schäden: die Schadensmarker auf dem Armaturenbrett zu Beginn der nächsten WP. Ersatzrad: J, wenn die Karte in der nächsten WP verfügbar ist. Gesamt: die bisherige Rallyezeit; #: Platz (niedrigste Gesamtzeit zuerst, spielt in der nächsten WP zuerst).</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="186"/>
        <source> · part {n} of {count}</source>
        <translation> · Teil {n} von {count}</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="187"/>
        <source>RALLY SHEET</source>
        <translation>RALLYEBOGEN</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="187"/>
        <source> · fill in by hand</source>
        <translation> · von Hand auszufüllen</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="195"/>
        <source>driver</source>
        <translation>Fahrer</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="236"/>
        <source>then SERVICE PARK: all damage repaired, spare wheel back</source>
        <translation>dann SERVICEPARK: alle Schäden repariert, Ersatzrad zurück</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="248"/>
        <source>service: repaired</source>
        <translation>Service: repariert</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="248"/>
        <source>service: new wheel</source>
        <translation>Service: neues Rad</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="285"/>
        <source>Y</source>
        <comment>yes on the rally sheet</comment>
        <translation>J</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="285"/>
        <source>N</source>
        <comment>no on the rally sheet</comment>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="18"/>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="19"/>
        <source>damage carried</source>
        <translation>Schäden</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="20"/>
        <source>spare wheel</source>
        <translation>Ersatzrad</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="21"/>
        <source>total  ·  position</source>
        <translation>Gesamt  ·  Platz</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="22"/>
        <source>final time</source>
        <translation>Endzeit</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="23"/>
        <source>final position</source>
        <translation>Endplatz</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="26"/>
        <source>gear</source>
        <translation>Gang</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="26"/>
        <source>gas</source>
        <translation>Gas</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="26"/>
        <source>brake</source>
        <translation>Bremse</translation>
    </message>
    <message>
        <location filename="../../pacenote/drawing.py" line="200"/>
        <source>SERVICE</source>
        <translation>SERVICE-</translation>
    </message>
    <message>
        <location filename="../../pacenote/drawing.py" line="201"/>
        <source>PARK</source>
        <translation>PARK</translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="203"/>
        <source>REPAIR</source>
        <translation>REPARATUR</translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="203"/>
        <source>TYRES</source>
        <translation>REIFEN</translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="210"/>
        <source>PIT STOP</source>
        <translation>BOXENSTOPP</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="24"/>
        <source>playing time</source>
        <translation>Spieldauer</translation>
    </message>
    <message>
        <location filename="../../validators/circuitguide.py" line="22"/>
        <source>short 15 x 1 lap, medium 18 x 1 or 12 x 2, long 21 x 1 or 16 x 2</source>
        <translation>kurz 15 x 1 Runde, mittel 18 x 1 oder 12 x 2, lang 21 x 1 oder 16 x 2</translation>
    </message>
</context>
</TS>
