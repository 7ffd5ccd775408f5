<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en">
<context>
    <name>pacenote</name>
    <message>
        <location filename="../../cli/drivereport.py" line="140"/>
        <source>cell</source>
        <comment>drive table column</comment>
        <translation>pole</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="140"/>
        <source>tile</source>
        <comment>drive table column</comment>
        <translation>kafel</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="141"/>
        <source>hex</source>
        <comment>drive table column</comment>
        <translation>heks</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="141"/>
        <source>losses</source>
        <comment>drive table column</comment>
        <translation>utraty</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="142"/>
        <source>per run</source>
        <comment>drive table column</comment>
        <translation>na przejazd</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="142"/>
        <source>crashes</source>
        <comment>drive table column</comment>
        <translation>wypadki</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="143"/>
        <source>spin</source>
        <translation>obrót</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="143"/>
        <source>crash</source>
        <translation>wypadek</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="143"/>
        <source>sisu</source>
        <translation>SISU</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="144"/>
        <source>green_flag</source>
        <translation>zielona flaga</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="155"/>
        <source>runs</source>
        <translation>przejazdy</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="180"/>
        <source>{runs} solo runs, driver {driver}, seed {seed}</source>
        <translation>{runs} samotnych przejazdów, kierowca {driver}, ziarno {seed}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="185"/>
        <source> (exact)</source>
        <translation> (dokładnie)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="186"/>
        <source>{n} per run</source>
        <translation>{n} na przejazd</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="188"/>
        <source>finished</source>
        <translation>ukończone</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="188"/>
        <source>{finished}/{runs} runs</source>
        <translation>{finished}/{runs} przejazdów</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="190"/>
        <source>retired {n}</source>
        <translation>wycofane {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="191"/>
        <source>stuck {n}</source>
        <translation>utknięte {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="194"/>
        <source>mean {time}</source>
        <translation>średnia {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="196"/>
        <source>runs {time}</source>
        <translation>przejazdy {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="200"/>
        <source>stage time</source>
        <translation>czas odcinka</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="200"/>
        <source>(runs)</source>
        <translation>(przejazdy)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="202"/>
        <source>(expert's expected time)</source>
        <translation>(oczekiwany czas eksperta)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="203"/>
        <source>turns</source>
        <translation>tury</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="204"/>
        <source>in the runs: </source>
        <translation>w przejazdach: </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="205"/>
        <source>losses of control</source>
        <translation>utraty kontroli</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="207"/>
        <source>damage drawn</source>
        <translation>wylosowane uszkodzenia</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="210"/>
        <source>shortcuts</source>
        <translation>skróty</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="210"/>
        <source>{entries} entries in {runs} runs</source>
        <translation>{entries} wjazdów w {runs} przejazdach</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="215"/>
        <source>per run (exact)</source>
        <translation>na przejazd (dokładnie)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="216"/>
        <source>damage</source>
        <translation>uszkodzenia</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="217"/>
        <source>shortcuts {entries} entries, {share} of runs</source>
        <translation>skróty {entries} wjazdów, {share} przejazdów</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="219"/>
        <source>seconds tokens</source>
        <translation>żetony sekund</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="220"/>
        <source>{n} left per run on average</source>
        <translation>średnio {n} zostaje na przejazd</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="226"/>
        <source>blocked turns</source>
        <translation>zablokowane tury</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="226"/>
        <source>{n} (no die could enter a cell ahead)</source>
        <translation>{n} (żadna kość nie mogła wejść na pole z przodu)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="228"/>
        <source>spare wheel / SISU</source>
        <translation>koło zapasowe / SISU</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="228"/>
        <source>{spare} / {sisu} runs</source>
        <translation>{spare} / {sisu} przejazdów</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="232"/>
        <source>Stage time distribution</source>
        <translation>Rozkład czasów odcinka</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="234"/>
        <source>Hot spots (losses of control by cell)</source>
        <translation>Punkty zapalne (utraty kontroli na polach)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="235"/>
        <source>Hot spots (per run: exact)</source>
        <translation>Punkty zapalne (na przejazd: dokładnie)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="75"/>
        <source>wrote {path}: {n} page</source>
        <comment>wrote {path}: {n} pages</comment>
        <translation>
            <numerusform>zapisano {path}: {n} strona</numerusform>
            <numerusform>zapisano {path}: {n} strony</numerusform>
            <numerusform>zapisano {path}: {n} stron</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="92"/>
        <source>wrote {path}/: {files} files ({pages}-page PDF, {stages}, index.html)</source>
        <translation>zapisano {path}/: plików: {files} (PDF, stron: {pages}, {stages}, index.html)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="95"/>
        <source>{n} stage</source>
        <comment>{n} stages</comment>
        <translation>
            <numerusform>{n} odcinek</numerusform>
            <numerusform>{n} odcinki</numerusform>
            <numerusform>{n} odcinków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="244"/>
        <source>{n} error</source>
        <comment>{n} errors</comment>
        <translation>
            <numerusform>{n} błąd</numerusform>
            <numerusform>{n} błędy</numerusform>
            <numerusform>{n} błędów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="245"/>
        <source>{n} warning</source>
        <comment>{n} warnings</comment>
        <translation>
            <numerusform>{n} ostrzeżenie</numerusform>
            <numerusform>{n} ostrzeżenia</numerusform>
            <numerusform>{n} ostrzeżeń</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="246"/>
        <source>{n} info</source>
        <translation>{n} informacji</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="248"/>
        <source>{n} file checked</source>
        <comment>{n} files checked</comment>
        <translation>
            <numerusform>sprawdzono {n} plik</numerusform>
            <numerusform>sprawdzono {n} pliki</numerusform>
            <numerusform>sprawdzono {n} plików</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="249"/>
        <source>{n} file could not be read</source>
        <comment>{n} files could not be read</comment>
        <translation>
            <numerusform>{n} pliku nie dało się odczytać</numerusform>
            <numerusform>{n} plików nie dało się odczytać</numerusform>
            <numerusform>{n} plików nie dało się odczytać</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="252"/>
        <source>{n} file with errors</source>
        <comment>{n} files with errors</comment>
        <translation>
            <numerusform>{n} plik z błędami</numerusform>
            <numerusform>{n} pliki z błędami</numerusform>
            <numerusform>{n} plików z błędami</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="254"/>
        <source>not every file could be checked</source>
        <translation>nie wszystkie pliki udało się sprawdzić</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="255"/>
        <source>no errors</source>
        <translation>brak błędów</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/app.py" line="359"/>
        <source>circuit: closed loop, {n} lap</source>
        <comment>circuit: closed loop, {n} laps</comment>
        <translation>
            <numerusform>tor: zamknięta pętla, {n} okrążenie</numerusform>
            <numerusform>tor: zamknięta pętla, {n} okrążenia</numerusform>
            <numerusform>tor: zamknięta pętla, {n} okrążeń</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_control.py" line="215"/>
        <source>Test drive: {n} run with the {driver} driver, seed {seed}</source>
        <comment>Test drive: {n} runs with the {driver} driver, seed {seed}</comment>
        <translation>
            <numerusform>Jazda próbna: {n} przejazd, kierowca {driver}, ziarno {seed}</numerusform>
            <numerusform>Jazda próbna: {n} przejazdy, kierowca {driver}, ziarno {seed}</numerusform>
            <numerusform>Jazda próbna: {n} przejazdów, kierowca {driver}, ziarno {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_control.py" line="247"/>
        <source>Test drive done: {n} run in {seconds} s</source>
        <comment>Test drive done: {n} runs in {seconds} s</comment>
        <translation>
            <numerusform>Jazda próbna gotowa: {n} przejazd w {seconds} s</numerusform>
            <numerusform>Jazda próbna gotowa: {n} przejazdy w {seconds} s</numerusform>
            <numerusform>Jazda próbna gotowa: {n} przejazdów w {seconds} s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="59"/>
        <source>({finished} of {n} run)</source>
        <comment>({finished} of {n} runs)</comment>
        <translation>
            <numerusform>({finished} z {n} przejazdu)</numerusform>
            <numerusform>({finished} z {n} przejazdów)</numerusform>
            <numerusform>({finished} z {n} przejazdów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="101"/>
        <source>{n} run · {driver} · seed {seed}</source>
        <comment>{n} runs · {driver} · seed {seed}</comment>
        <translation>
            <numerusform>{n} przejazd · {driver} · ziarno {seed}</numerusform>
            <numerusform>{n} przejazdy · {driver} · ziarno {seed}</numerusform>
            <numerusform>{n} przejazdów · {driver} · ziarno {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="162"/>
        <source>{n} lap</source>
        <comment>{n} laps</comment>
        <translation>
            <numerusform>{n} okrążenie</numerusform>
            <numerusform>{n} okrążenia</numerusform>
            <numerusform>{n} okrążeń</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="81"/>
        <source>{n} box needed</source>
        <comment>{n} boxes needed</comment>
        <translation>
            <numerusform>potrzebne {n} pudełko</numerusform>
            <numerusform>potrzebne {n} pudełka</numerusform>
            <numerusform>potrzebnych {n} pudełek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="84"/>
        <source>{n} tile placed</source>
        <comment>{n} tiles placed</comment>
        <translation>
            <numerusform>{n} kafel położony</numerusform>
            <numerusform>{n} kafle położone</numerusform>
            <numerusform>{n} kafli położonych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="85"/>
        <source>{n} road tile</source>
        <comment>{n} road tiles</comment>
        <translation>
            <numerusform>{n} kafel trasy</numerusform>
            <numerusform>{n} kafle trasy</numerusform>
            <numerusform>{n} kafli trasy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="85"/>
        <source>{n} cell</source>
        <comment>{n} cells</comment>
        <translation>
            <numerusform>{n} pole</numerusform>
            <numerusform>{n} pola</numerusform>
            <numerusform>{n} pól</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="86"/>
        <source>{n} tile on the course</source>
        <comment>{n} tiles on the course</comment>
        <translation>
            <numerusform>{n} kafel na trasie</numerusform>
            <numerusform>{n} kafle na trasie</numerusform>
            <numerusform>{n} kafli na trasie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="97"/>
        <source>~{minutes} min for {n} player</source>
        <comment>~{minutes} min for {n} players</comment>
        <translation>
            <numerusform>~{minutes} min dla {n} gracza</numerusform>
            <numerusform>~{minutes} min dla {n} graczy</numerusform>
            <numerusform>~{minutes} min dla {n} graczy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="188"/>
        <source>box: the rally's</source>
        <comment>boxes: the rally's</comment>
        <translation>
            <numerusform>pudełko: rajdu</numerusform>
            <numerusform>pudełka: rajdu</numerusform>
            <numerusform>pudełek: rajdu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="189"/>
        <source>box owned</source>
        <comment>boxes owned</comment>
        <translation>
            <numerusform>pudełko własne</numerusform>
            <numerusform>pudełka własne</numerusform>
            <numerusform>pudełek własnych</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="65"/>
        <source>quick start</source>
        <translation>ruszanie z piskiem opon</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="65"/>
        <source>red zone</source>
        <translation>grzanie</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="66"/>
        <source>SISU token</source>
        <translation>żeton SISU</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="66"/>
        <source>leader dice</source>
        <translation>kości lidera</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="67"/>
        <source>rally</source>
        <comment>option value</comment>
        <translation>rajd</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="67"/>
        <source>stage</source>
        <comment>option value</comment>
        <translation>odcinek</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="74"/>
        <source>on</source>
        <translation>tak</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="76"/>
        <source>off</source>
        <translation>nie</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/booklet.py" line="100"/>
        <source>{n} validation error ({codes}): exported as a draft with a warning banner</source>
        <comment>{n} validation errors ({codes}): exported as a draft with a warning banner</comment>
        <translation>
            <numerusform>{n} błąd walidacji ({codes}): wyeksportowano jako szkic z ostrzeżeniem</numerusform>
            <numerusform>{n} błędy walidacji ({codes}): wyeksportowano jako szkic z ostrzeżeniem</numerusform>
            <numerusform>{n} błędów walidacji ({codes}): wyeksportowano jako szkic z ostrzeżeniem</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>above</source>
        <translation>nad</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>upper right of</source>
        <translation>w prawo w górę od</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>lower right of</source>
        <translation>w prawo w dół od</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>below</source>
        <translation>pod</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>lower left of</source>
        <translation>w lewo w dół od</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>upper left of</source>
        <translation>w lewo w górę od</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>top left</source>
        <translation>lewy górny</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>top right</source>
        <translation>prawy górny</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>right</source>
        <translation>prawy</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>bottom right</source>
        <translation>prawy dolny</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>bottom left</source>
        <translation>lewy dolny</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>left</source>
        <translation>lewy</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>straight</source>
        <translation>prosto</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>right 60°</source>
        <translation>w prawo 60°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>right 120°</source>
        <translation>w prawo 120°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="28"/>
        <source>left 120°</source>
        <translation>w lewo 120°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="28"/>
        <source>left 60°</source>
        <translation>w lewo 60°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="88"/>
        <source>service park</source>
        <translation>pomoc mechaników</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="271"/>
        <source>rally booklet (PDF)</source>
        <translation>książeczka rajdu (PDF)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="271"/>
        <source>build guide (PDF)</source>
        <translation>instrukcja budowy (PDF)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="273"/>
        <source>rally file</source>
        <translation>plik rajdu</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="276"/>
        <source>the rally at a glance</source>
        <translation>rajd w skrócie</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="277"/>
        <source>pick list (tiles.txt)</source>
        <translation>lista kafli (tiles.txt)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="294"/>
        <source>picture (PNG)</source>
        <translation>obraz (PNG)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="295"/>
        <source>this page</source>
        <translation>ta strona</translation>
    </message>
    <message>
        <location filename="../../export/guide.py" line="173"/>
        <source>length</source>
        <translation>długość</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/guide.py" line="173"/>
        <source>{pieces} pieces in the loop x {n} lap: a {size} race (rulebook: {guidelines})</source>
        <comment>{pieces} pieces in the loop x {n} laps: a {size} race (rulebook: {guidelines})</comment>
        <translation>
            <numerusform>{pieces} elementów w pętli x {n} okrążenie: wyścig «{size}» (instrukcja: {guidelines})</numerusform>
            <numerusform>{pieces} elementów w pętli x {n} okrążenia: wyścig «{size}» (instrukcja: {guidelines})</numerusform>
            <numerusform>{pieces} elementów w pętli x {n} okrążeń: wyścig «{size}» (instrukcja: {guidelines})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/guide.py" line="178"/>
        <source>~{minutes} min for {players} players (rulebook: ~{book} min for a {size} race)</source>
        <translation>~{minutes} min dla {players} graczy (instrukcja: ~{book} min na wyścig «{size}»)</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="56"/>
        <source>~{minutes} min</source>
        <translation>~{minutes} min</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="59"/>
        <source>draft</source>
        <translation>szkic</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="87"/>
        <source>by {author}</source>
        <translation>autor: {author}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/indexpage.py" line="97"/>
        <source>{n} validation error</source>
        <comment>{n} validation errors</comment>
        <translation>
            <numerusform>{n} błąd walidacji</numerusform>
            <numerusform>{n} błędy walidacji</numerusform>
            <numerusform>{n} błędów walidacji</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="100"/>
        <source>Not ready to play: {problems}</source>
        <translation>Nie jest gotowy do gry: {problems}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="103"/>
        <source>At a glance</source>
        <translation>W skrócie</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="105"/>
        <source>{title}: every stage</source>
        <translation>{title}: wszystkie odcinki</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="106"/>
        <source>Stages</source>
        <translation>Odcinki</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>stage</source>
        <translation>odcinek</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>name</source>
        <translation>nazwa</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>road tiles</source>
        <translation>kafle trasy</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>cells</source>
        <translation>pola</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>class</source>
        <translation>klasa</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="109"/>
        <source>par time</source>
        <translation>czas wzorcowy</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>then</source>
        <translation>potem</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>files</source>
        <translation>pliki</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>tiles</source>
        <translation>kafle</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="125"/>
        <source>Tiles</source>
        <translation>Kafle</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="126"/>
        <source>{n} physical tiles for the whole rally; flipped between stages: {tiles}. Per stage and between stages: </source>
        <translation>{n} fizycznych kafli na cały rajd; odwracane między odcinkami: {tiles}. Dla każdego odcinka i między odcinkami: </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="133"/>
        <source>Community formats</source>
        <translation>Formaty społeczności</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="137"/>
        <source>Notes</source>
        <translation>Uwagi</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="138"/>
        <source>Written by pacenote:</source>
        <translation>Zapisane przez pacenote:</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="139"/>
        <source>Files: {n}.</source>
        <translation>Pliki: {n}.</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="150"/>
        <source>{tiles} road tiles, {cells} cells: {size}</source>
        <translation>{tiles} kafli trasy, {cells} pól: {size}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="154"/>
        <source>no START → FINISH course yet</source>
        <translation>jeszcze brak trasy START → FINISH</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="158"/>
        <source>yes ({tile})</source>
        <translation>tak ({tile})</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="159"/>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/indexpage.py" line="163"/>
        <source>{n} stage ({classes})</source>
        <comment>{n} stages ({classes})</comment>
        <translation>
            <numerusform>{n} odcinek ({classes})</numerusform>
            <numerusform>{n} odcinki ({classes})</numerusform>
            <numerusform>{n} odcinków ({classes})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="165"/>
        <source>: a {size} rally</source>
        <translation>: rajd «{size}»</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="168"/>
        <source>~{minutes} min for {players} players</source>
        <translation>~{minutes} min dla {players} graczy</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="171"/>
        <source>after {stages}</source>
        <translation>po {stages}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="172"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="173"/>
        <source>tile boxes</source>
        <translation>pudełka z kaflami</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="175"/>
        <source>advanced rules</source>
        <translation>zasady zaawansowane</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="42"/>
        <source>… and {n} more</source>
        <translation>… i {n} więcej</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="71"/>
        <source>SHORT STAGE</source>
        <translation>KRÓTKI ODCINEK</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="71"/>
        <source>MEDIUM STAGE</source>
        <translation>STANDARDOWY ODCINEK</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="72"/>
        <source>LONG STAGE</source>
        <translation>DŁUGI ODCINEK</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="72"/>
        <source>SHORT RACE</source>
        <translation>KRÓTKI WYŚCIG</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="73"/>
        <source>MEDIUM RACE</source>
        <translation>ŚREDNI WYŚCIG</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="73"/>
        <source>LONG RACE</source>
        <translation>DŁUGI WYŚCIG</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="74"/>
        <source>SHORT RALLY</source>
        <translation>KRÓTKI RAJD</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="74"/>
        <source>MEDIUM RALLY</source>
        <translation>STANDARDOWY RAJD</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="75"/>
        <source>LONG RALLY</source>
        <translation>DŁUGI RAJD</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="81"/>
        <source> · by {author}</source>
        <translation> · autor: {author}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="54"/>
        <source>Stage build guide</source>
        <comment>a GT circuit's page</comment>
        <translation>Instrukcja budowy toru</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="55"/>
        <source>Stage build guide</source>
        <translation>Instrukcja budowy odcinka</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="56"/>
        <source>{title} · stage {n} of {count}</source>
        <translation>{title} · odcinek {n} z {count}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="66"/>
        <source>page {n} / {count}</source>
        <translation>strona {n} / {count}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="81"/>
        <source>where the tile goes next to the tile before it, as on the drawing (top of the page = far side of the table).</source>
        <translation>gdzie kłaść kafel obok poprzedniego, jak na rysunku (góra strony = daleka strona stołu).</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="83"/>
        <source>the corner with the tile's printed number (dark wedge on the drawing).</source>
        <translation>róg z wydrukowanym numerem kafla (ciemny klin na rysunku).</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="84"/>
        <source>how the course turns across the tile.</source>
        <translation>jak trasa skręca na kaflu.</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="100"/>
        <source>tile</source>
        <translation>kafel</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="101"/>
        <source>place it</source>
        <translation>połóż</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="102"/>
        <source>number at</source>
        <translation>numer w rogu</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="103"/>
        <source>road</source>
        <translation>droga</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>short</source>
        <comment>class</comment>
        <translation>krótki</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>medium</source>
        <comment>class</comment>
        <translation>standardowy</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>long</source>
        <comment>class</comment>
        <translation>długi</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="114"/>
        <source>first tile</source>
        <translation>pierwszy kafel</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="120"/>
        <source>DRAFT</source>
        <translation>SZKIC</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="124"/>
        <source>DRAFT: this stage has {n} validation error and is not ready to play</source>
        <comment>DRAFT: this stage has {n} validation errors and is not ready to play</comment>
        <translation>
            <numerusform>SZKIC: ten odcinek ma {n} błąd walidacji i nie jest gotowy do gry</numerusform>
            <numerusform>SZKIC: ten odcinek ma {n} błędy walidacji i nie jest gotowy do gry</numerusform>
            <numerusform>SZKIC: ten odcinek ma {n} błędów walidacji i nie jest gotowy do gry</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="135"/>
        <source>also placed, not on the course: {tiles}</source>
        <translation>położone też, poza trasą: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="150"/>
        <source>build order</source>
        <translation>kolejność budowy</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="162"/>
        <source>notes</source>
        <translation>uwagi</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="224"/>
        <source>{tiles} road tiles START → FINISH, {cells} road cells: {size} (rulebook: {target} tiles)</source>
        <translation>{tiles} kafli trasy START → FINISH, {cells} pól: «{size}» (instrukcja: {target} kafli)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="228"/>
        <source>~{minutes} min for {n} player (rulebook: ~{book} min for a {size} stage and 4 players)</source>
        <comment>~{minutes} min for {n} players (rulebook: ~{book} min for a {size} stage and 4 players)</comment>
        <translation>
            <numerusform>~{minutes} min dla {n} gracza (instrukcja: ~{book} min na odcinek «{size}» i 4 graczy)</numerusform>
            <numerusform>~{minutes} min dla {n} graczy (instrukcja: ~{book} min na odcinek «{size}» i 4 graczy)</numerusform>
            <numerusform>~{minutes} min dla {n} graczy (instrukcja: ~{book} min na odcinek «{size}» i 4 graczy)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="236"/>
        <source>yes ({tile} after the FINISH)</source>
        <translation>tak ({tile} za metą FINISH)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="241"/>
        <source>{par} (expert driver, {runs} runs; {finished}/{runs} finished)</source>
        <translation>{par} (kierowca ekspert, {runs} przejazdów; ukończone {finished}/{runs})</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="243"/>
        <source>{par} (expert driver, {runs} runs; mean of the runs {mean}; {finished}/{runs} finished)</source>
        <translation>{par} (kierowca ekspert, {runs} przejazdów; średnia przejazdów {mean}; ukończone {finished}/{runs})</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="248"/>
        <source>none ({finished}/{runs} expert runs finished)</source>
        <translation>brak (ukończone przejazdy eksperta: {finished}/{runs})</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="254"/>
        <source>races</source>
        <translation>wyścigi</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="254"/>
        <source>{n} simulated race of {players} cars: {rounds} rounds, about {minutes} min at the table; {overtakes} overtakes and {blocked} turns blocked by cars per race</source>
        <comment>{n} simulated races of {players} cars: {rounds} rounds, about {minutes} min at the table; {overtakes} overtakes and {blocked} turns blocked by cars per race</comment>
        <translation>
            <numerusform>{n} symulowany wyścig {players} samochodów: {rounds} rund, około {minutes} min przy stole; {overtakes} wyprzedzeń i {blocked} tur zablokowanych przez samochody na wyścig</numerusform>
            <numerusform>{n} symulowane wyścigi {players} samochodów: {rounds} rund, około {minutes} min przy stole; {overtakes} wyprzedzeń i {blocked} tur zablokowanych przez samochody na wyścig</numerusform>
            <numerusform>{n} symulowanych wyścigów {players} samochodów: {rounds} rund, około {minutes} min przy stole; {overtakes} wyprzedzeń i {blocked} tur zablokowanych przez samochody na wyścig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="279"/>
        <source>tiles ({n})</source>
        <translation>kafle ({n})</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="288"/>
        <source>race</source>
        <translation>wyścig</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="116"/>
        <source>{title}: tiles to take out of the box</source>
        <translation>{title}: kafle do wyjęcia z pudełka</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/picklist.py" line="119"/>
        <source>{n} tile</source>
        <comment>{n} tiles</comment>
        <translation>
            <numerusform>{n} kafel</numerusform>
            <numerusform>{n} kafle</numerusform>
            <numerusform>{n} kafli</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/picklist.py" line="125"/>
        <source>{n} box</source>
        <comment>{n} boxes</comment>
        <translation>
            <numerusform>{n} pudełko</numerusform>
            <numerusform>{n} pudełka</numerusform>
            <numerusform>{n} pudełek</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="127"/>
        <source>Whole rally: {tiles} physical tiles from {boxes} (the table holds one stage at a time)</source>
        <translation>Cały rajd: {tiles} fizycznych kafli z: {boxes} (na stole mieści się jeden odcinek naraz)</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="130"/>
        <source>tile</source>
        <comment>pick list column</comment>
        <translation>kafel</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="135"/>
        <source>flipped</source>
        <translation>odwrócony</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="140"/>
        <source>flipped between stages: {tiles}</source>
        <translation>odwracane między odcinkami: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="144"/>
        <source>Between {before} and {after}:</source>
        <translation>Między {before} a {after}:</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="146"/>
        <source>the same tiles, the same sides up (rebuild the layout)</source>
        <translation>te same kafle, te same strony w górę (ułóż trasę od nowa)</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="148"/>
        <source>flip: {tiles}</source>
        <translation>odwróć: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="151"/>
        <source>put away: {tiles}</source>
        <translation>odłóż: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="153"/>
        <source>take out: {tiles}</source>
        <translation>wyjmij: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="36"/>
        <source>short = 2 short stages, medium = 3 short or 2 long, long = 3 medium</source>
        <translation>krótki = 2 krótkie odcinki, standardowy = 3 krótkie lub 2 długie, długi = 3 standardowe</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="38"/>
        <source>After a stage with service: remove all damage tokens and take back the spare wheel.</source>
        <translation>Po odcinku z pomocą mechaników: zdejmij wszystkie żetony uszkodzeń i odzyskaj koło zapasowe.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="39"/>
        <source>After a stage without service: note each car's damage tokens (gear / gas / brake) on the rally sheet; they start the next stage on its dashboard. A spare wheel not used in the stage may be discarded between stages to remove one gas damage.</source>
        <translation>Po odcinku bez pomocy mechaników: zapisz żetony uszkodzeń każdego samochodu (bieg / utrzymanie / hamowanie) w arkuszu rajdu; zaczynają następny odcinek na jego kokpicie. Koło zapasowe nieużyte na odcinku można odrzucić między odcinkami, by usunąć jedno uszkodzenie utrzymania.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="42"/>
        <source>Time cards and seconds tokens never carry over. The lowest total time plays first in the next stage.</source>
        <translation>Karty czasu i żetony sekund nigdy nie przechodzą dalej. Najniższy łączny czas gra pierwszy na następnym odcinku.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="50"/>
        <source>Rally booklet</source>
        <translation>Książeczka rajdu</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="52"/>
        <source>DRAFT: this rally has errors and is not ready to play</source>
        <translation>SZKIC: ten rajd ma błędy i nie jest gotowy do gry</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="56"/>
        <source>one of the rulebook's plans</source>
        <translation>jeden z planów z instrukcji</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="57"/>
        <source>nearest rulebook class</source>
        <translation>najbliższa klasa z instrukcji</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="60"/>
        <source>{n} stage ({classes}): a {size} rally ({how}; {plans})</source>
        <comment>{n} stages ({classes}): a {size} rally ({how}; {plans})</comment>
        <translation>
            <numerusform>{n} odcinek ({classes}): rajd «{size}» ({how}; {plans})</numerusform>
            <numerusform>{n} odcinki ({classes}): rajd «{size}» ({how}; {plans})</numerusform>
            <numerusform>{n} odcinków ({classes}): rajd «{size}» ({how}; {plans})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="66"/>
        <source>~{minutes} min for {n} player: the stages at the rulebook's rate and {between} min between stages (rulebook: ~{book} min for a {size} rally and 4 players)</source>
        <comment>~{minutes} min for {n} players: the stages at the rulebook's rate and {between} min between stages (rulebook: ~{book} min for a {size} rally and 4 players)</comment>
        <translation>
            <numerusform>~{minutes} min dla {n} gracza: odcinki w tempie z instrukcji i {between} min między odcinkami (instrukcja: ~{book} min na rajd «{size}» i 4 graczy)</numerusform>
            <numerusform>~{minutes} min dla {n} graczy: odcinki w tempie z instrukcji i {between} min między odcinkami (instrukcja: ~{book} min na rajd «{size}» i 4 graczy)</numerusform>
            <numerusform>~{minutes} min dla {n} graczy: odcinki w tempie z instrukcji i {between} min między odcinkami (instrukcja: ~{book} min na rajd «{size}» i 4 graczy)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="78"/>
        <source>{n} (every stage is built from this box)</source>
        <comment>{n} (every stage is built from these boxes)</comment>
        <translation>
            <numerusform>{n} (każdy odcinek buduje się z tego pudełka)</numerusform>
            <numerusform>{n} (każdy odcinek buduje się z tych pudełek)</numerusform>
            <numerusform>{n} (każdy odcinek buduje się z tych pudełek)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="90"/>
        <source>stages</source>
        <translation>odcinki</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="96"/>
        <source>tiles per stage</source>
        <translation>kafle na odcinek</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="99"/>
        <source>between stages</source>
        <translation>między odcinkami</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="109"/>
        <source>file</source>
        <translation>plik</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="111"/>
        <source>page</source>
        <translation>strona</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="132"/>
        <source>  (errors)</source>
        <translation>  (błędy)</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="135"/>
        <source>service park</source>
        <comment>the cover table's narrow 'then' column</comment>
        <translation>pomoc mech.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="179"/>
        <source>time: m:ss, the stage's time cards minus the seconds tokens left. damage carried: the damage tokens on the dashboard going into the next stage. spare wheel: Y if the card is available in the next stage. total: the rally time so far; #: position (lowest total first, and first to play in the next stage).</source>
        <translation>czas: m:ss, karty czasu z odcinka minus pozostałe żetony sekund. uszkodzenia: żetony uszkodzeń na kokpicie przed następnym odcinkiem. koło zapasowe: T, jeśli karta jest dostępna na następnym odcinku. razem: dotychczasowy czas rajdu; #: pozycja (najniższy czas pierwszy, i pierwszy gra na następnym odcinku).</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="186"/>
        <source> · part {n} of {count}</source>
        <translation> · część {n} z {count}</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="187"/>
        <source>RALLY SHEET</source>
        <translation>ARKUSZ RAJDU</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="187"/>
        <source> · fill in by hand</source>
        <translation> · do wypełnienia ręcznie</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="195"/>
        <source>driver</source>
        <translation>kierowca</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="236"/>
        <source>then SERVICE PARK: all damage repaired, spare wheel back</source>
        <translation>potem POMOC MECHANIKÓW: wszystkie uszkodzenia naprawione, koło zapasowe wraca</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="248"/>
        <source>service: repaired</source>
        <translation>pomoc mechaników: naprawione</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="248"/>
        <source>service: new wheel</source>
        <translation>pomoc mechaników: nowe koło</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="285"/>
        <source>Y</source>
        <comment>yes on the rally sheet</comment>
        <translation>T</translation>
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
        <translation>czas</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="19"/>
        <source>damage carried</source>
        <translation>uszkodzenia</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="20"/>
        <source>spare wheel</source>
        <translation>koło zapasowe</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="21"/>
        <source>total  ·  position</source>
        <translation>razem  ·  pozycja</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="22"/>
        <source>final time</source>
        <translation>czas końcowy</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="23"/>
        <source>final position</source>
        <translation>pozycja końcowa</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="26"/>
        <source>gear</source>
        <translation>bieg</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="26"/>
        <source>gas</source>
        <translation>utrzymanie</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="26"/>
        <source>brake</source>
        <translation>hamowanie</translation>
    </message>
    <message>
        <location filename="../../pacenote/drawing.py" line="200"/>
        <source>SERVICE</source>
        <translation>POMOC</translation>
    </message>
    <message>
        <location filename="../../pacenote/drawing.py" line="201"/>
        <source>PARK</source>
        <translation>MECHANIKÓW</translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="203"/>
        <source>REPAIR</source>
        <translation>NAPRAWA</translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="203"/>
        <source>TYRES</source>
        <translation>OPONY</translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="210"/>
        <source>PIT STOP</source>
        <translation>PIT STOP</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="24"/>
        <source>playing time</source>
        <translation>czas gry</translation>
    </message>
    <message>
        <location filename="../../validators/circuitguide.py" line="22"/>
        <source>short 15 x 1 lap, medium 18 x 1 or 12 x 2, long 21 x 1 or 16 x 2</source>
        <translation>krótki 15 x 1 okrążenie, średni 18 x 1 lub 12 x 2, długi 21 x 1 lub 16 x 2</translation>
    </message>
</context>
</TS>
