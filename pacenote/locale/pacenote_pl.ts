<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en">
<context>
    <name>pacenote</name>
    <message>
        <location filename="../../cli/drive.py" line="405"/>
        <source>cell</source>
        <comment>drive table column</comment>
        <translation>pole</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="405"/>
        <source>tile</source>
        <comment>drive table column</comment>
        <translation>kafel</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="406"/>
        <source>hex</source>
        <comment>drive table column</comment>
        <translation>heks</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="406"/>
        <source>losses</source>
        <comment>drive table column</comment>
        <translation>utraty</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="407"/>
        <source>per run</source>
        <comment>drive table column</comment>
        <translation>na przejazd</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="407"/>
        <source>crashes</source>
        <comment>drive table column</comment>
        <translation>wypadki</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="408"/>
        <source>spin</source>
        <translation>obrót</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="408"/>
        <source>crash</source>
        <translation>wypadek</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="408"/>
        <source>sisu</source>
        <translation>SISU</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="409"/>
        <source>green_flag</source>
        <translation>zielona flaga</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="420"/>
        <source>runs</source>
        <translation>przejazdy</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="442"/>
        <source>{runs} solo runs, driver {driver}, seed {seed}</source>
        <translation>{runs} samotnych przejazdów, kierowca {driver}, ziarno {seed}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="446"/>
        <source> (exact)</source>
        <translation> (dokładnie)</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="447"/>
        <source>{n} per run</source>
        <translation>{n} na przejazd</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="449"/>
        <source>finished</source>
        <translation>ukończone</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="449"/>
        <source>{finished}/{runs} runs</source>
        <translation>{finished}/{runs} przejazdów</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="451"/>
        <source>retired {n}</source>
        <translation>wycofane {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="452"/>
        <source>stuck {n}</source>
        <translation>utknięte {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="455"/>
        <source>mean {time}</source>
        <translation>średnia {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="457"/>
        <source>runs {time}</source>
        <translation>przejazdy {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="461"/>
        <source>stage time</source>
        <translation>czas odcinka</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="461"/>
        <source>(runs)</source>
        <translation>(przejazdy)</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="463"/>
        <source>(expert's expected time)</source>
        <translation>(oczekiwany czas eksperta)</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="464"/>
        <source>turns</source>
        <translation>tury</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="465"/>
        <source>in the runs: </source>
        <translation>w przejazdach: </translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="466"/>
        <source>losses of control</source>
        <translation>utraty kontroli</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="468"/>
        <source>damage drawn</source>
        <translation>wylosowane uszkodzenia</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="471"/>
        <source>shortcuts</source>
        <translation>skróty</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="471"/>
        <source>{entries} entries in {runs} runs</source>
        <translation>{entries} wjazdów w {runs} przejazdach</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="476"/>
        <source>per run (exact)</source>
        <translation>na przejazd (dokładnie)</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="477"/>
        <source>damage</source>
        <translation>uszkodzenia</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="478"/>
        <source>shortcuts {entries} entries, {share} of runs</source>
        <translation>skróty {entries} wjazdów, {share} przejazdów</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="480"/>
        <source>seconds tokens</source>
        <translation>żetony sekund</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="481"/>
        <source>{n} left per run on average</source>
        <translation>średnio {n} zostaje na przejazd</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="487"/>
        <source>blocked turns</source>
        <translation>zablokowane tury</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="487"/>
        <source>{n} (no die could enter a cell ahead)</source>
        <translation>{n} (żadna kość nie mogła wejść na pole z przodu)</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="489"/>
        <source>spare wheel / SISU</source>
        <translation>koło zapasowe / SISU</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="489"/>
        <source>{spare} / {sisu} runs</source>
        <translation>{spare} / {sisu} przejazdów</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="493"/>
        <source>Stage time distribution</source>
        <translation>Rozkład czasów odcinka</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="495"/>
        <source>Hot spots (losses of control by cell)</source>
        <translation>Punkty zapalne (utraty kontroli na polach)</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="496"/>
        <source>Hot spots (per run: exact)</source>
        <translation>Punkty zapalne (na przejazd: dokładnie)</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="71"/>
        <source>wrote {path}/: {files} files ({pages}-page PDF, {stages}, index.html)</source>
        <translation>zapisano {path}/: plików: {files} (PDF, stron: {pages}, {stages}, index.html)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="74"/>
        <source>{n} stage</source>
        <comment>{n} stages</comment>
        <translation>
            <numerusform>{n} odcinek</numerusform>
            <numerusform>{n} odcinki</numerusform>
            <numerusform>{n} odcinków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="86"/>
        <source>wrote {path}: {n} page</source>
        <comment>wrote {path}: {n} pages</comment>
        <translation>
            <numerusform>zapisano {path}: {n} strona</numerusform>
            <numerusform>zapisano {path}: {n} strony</numerusform>
            <numerusform>zapisano {path}: {n} stron</numerusform>
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
    <message>
        <location filename="../../cli/validate.py" line="256"/>
        <source>{files}: {counts} ({verdict})</source>
        <translation>{files}: {counts} ({verdict})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/app.py" line="358"/>
        <source>circuit: closed loop, {n} lap</source>
        <comment>circuit: closed loop, {n} laps</comment>
        <translation>
            <numerusform>tor: zamknięta pętla, {n} okrążenie</numerusform>
            <numerusform>tor: zamknięta pętla, {n} okrążenia</numerusform>
            <numerusform>tor: zamknięta pętla, {n} okrążeń</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_control.py" line="211"/>
        <source>Test drive: {n} run with the {driver} driver, seed {seed}</source>
        <comment>Test drive: {n} runs with the {driver} driver, seed {seed}</comment>
        <translation>
            <numerusform>Jazda próbna: {n} przejazd, kierowca {driver}, ziarno {seed}</numerusform>
            <numerusform>Jazda próbna: {n} przejazdy, kierowca {driver}, ziarno {seed}</numerusform>
            <numerusform>Jazda próbna: {n} przejazdów, kierowca {driver}, ziarno {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_control.py" line="243"/>
        <source>Test drive done: {n} run in {seconds} s</source>
        <comment>Test drive done: {n} runs in {seconds} s</comment>
        <translation>
            <numerusform>Jazda próbna gotowa: {n} przejazd w {seconds} s</numerusform>
            <numerusform>Jazda próbna gotowa: {n} przejazdy w {seconds} s</numerusform>
            <numerusform>Jazda próbna gotowa: {n} przejazdów w {seconds} s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="58"/>
        <source>({finished} of {n} run)</source>
        <comment>({finished} of {n} runs)</comment>
        <translation>
            <numerusform>({finished} z {n} przejazdu)</numerusform>
            <numerusform>({finished} z {n} przejazdów)</numerusform>
            <numerusform>({finished} z {n} przejazdów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="90"/>
        <source>{n} run · {driver} · seed {seed}</source>
        <comment>{n} runs · {driver} · seed {seed}</comment>
        <translation>
            <numerusform>{n} przejazd · {driver} · ziarno {seed}</numerusform>
            <numerusform>{n} przejazdy · {driver} · ziarno {seed}</numerusform>
            <numerusform>{n} przejazdów · {driver} · ziarno {seed}</numerusform>
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
        <location filename="../../export/guide.py" line="137"/>
        <source>length</source>
        <translation>długość</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/guide.py" line="137"/>
        <source>{pieces} pieces in the loop x {n} lap: a {size} race (rulebook: {guidelines})</source>
        <comment>{pieces} pieces in the loop x {n} laps: a {size} race (rulebook: {guidelines})</comment>
        <translation>
            <numerusform>{pieces} elementów w pętli x {n} okrążenie: wyścig «{size}» (instrukcja: {guidelines})</numerusform>
            <numerusform>{pieces} elementów w pętli x {n} okrążenia: wyścig «{size}» (instrukcja: {guidelines})</numerusform>
            <numerusform>{pieces} elementów w pętli x {n} okrążeń: wyścig «{size}» (instrukcja: {guidelines})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/guide.py" line="142"/>
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
        <location filename="../../export/pages.py" line="50"/>
        <source>Stage build guide</source>
        <comment>a GT circuit's page</comment>
        <translation>Instrukcja budowy toru</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="51"/>
        <source>Stage build guide</source>
        <translation>Instrukcja budowy odcinka</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="52"/>
        <source>{title} · stage {n} of {count}</source>
        <translation>{title} · odcinek {n} z {count}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="62"/>
        <source>page {n} / {count}</source>
        <translation>strona {n} / {count}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="88"/>
        <source>… and {n} more</source>
        <translation>… i {n} więcej</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="126"/>
        <source>where the tile goes next to the tile before it, as on the drawing (top of the page = far side of the table).</source>
        <translation>gdzie kłaść kafel obok poprzedniego, jak na rysunku (góra strony = daleka strona stołu).</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="128"/>
        <source>the corner with the tile's printed number (dark wedge on the drawing).</source>
        <translation>róg z wydrukowanym numerem kafla (ciemny klin na rysunku).</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="129"/>
        <source>how the course turns across the tile.</source>
        <translation>jak trasa skręca na kaflu.</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="145"/>
        <source>tile</source>
        <translation>kafel</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="146"/>
        <source>place it</source>
        <translation>połóż</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="147"/>
        <source>number at</source>
        <translation>numer w rogu</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="148"/>
        <source>road</source>
        <translation>droga</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="153"/>
        <source>short</source>
        <comment>class</comment>
        <translation>krótki</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="153"/>
        <source>medium</source>
        <comment>class</comment>
        <translation>standardowy</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="153"/>
        <source>long</source>
        <comment>class</comment>
        <translation>długi</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="159"/>
        <source>first tile</source>
        <translation>pierwszy kafel</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="165"/>
        <source>SHORT STAGE</source>
        <translation>KRÓTKI ODCINEK</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="165"/>
        <source>MEDIUM STAGE</source>
        <translation>STANDARDOWY ODCINEK</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="166"/>
        <source>LONG STAGE</source>
        <translation>DŁUGI ODCINEK</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="166"/>
        <source>SHORT RACE</source>
        <translation>KRÓTKI WYŚCIG</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="167"/>
        <source>MEDIUM RACE</source>
        <translation>ŚREDNI WYŚCIG</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="167"/>
        <source>LONG RACE</source>
        <translation>DŁUGI WYŚCIG</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="168"/>
        <source>SHORT RALLY</source>
        <translation>KRÓTKI RAJD</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="168"/>
        <source>MEDIUM RALLY</source>
        <translation>STANDARDOWY RAJD</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="169"/>
        <source>LONG RALLY</source>
        <translation>DŁUGI RAJD</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="175"/>
        <source> · by {author}</source>
        <translation> · autor: {author}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="180"/>
        <source>DRAFT</source>
        <translation>SZKIC</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="184"/>
        <source>DRAFT: this stage has {n} validation error and is not ready to play</source>
        <comment>DRAFT: this stage has {n} validation errors and is not ready to play</comment>
        <translation>
            <numerusform>SZKIC: ten odcinek ma {n} błąd walidacji i nie jest gotowy do gry</numerusform>
            <numerusform>SZKIC: ten odcinek ma {n} błędy walidacji i nie jest gotowy do gry</numerusform>
            <numerusform>SZKIC: ten odcinek ma {n} błędów walidacji i nie jest gotowy do gry</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="195"/>
        <source>also placed, not on the course: {tiles}</source>
        <translation>położone też, poza trasą: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="210"/>
        <source>build order</source>
        <translation>kolejność budowy</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="222"/>
        <source>notes</source>
        <translation>uwagi</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="284"/>
        <source>{tiles} road tiles START → FINISH, {cells} road cells: {size} (rulebook: {target} tiles)</source>
        <translation>{tiles} kafli trasy START → FINISH, {cells} pól: «{size}» (instrukcja: {target} kafli)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="288"/>
        <source>~{minutes} min for {n} player (rulebook: ~{book} min for a {size} stage and 4 players)</source>
        <comment>~{minutes} min for {n} players (rulebook: ~{book} min for a {size} stage and 4 players)</comment>
        <translation>
            <numerusform>~{minutes} min dla {n} gracza (instrukcja: ~{book} min na odcinek «{size}» i 4 graczy)</numerusform>
            <numerusform>~{minutes} min dla {n} graczy (instrukcja: ~{book} min na odcinek «{size}» i 4 graczy)</numerusform>
            <numerusform>~{minutes} min dla {n} graczy (instrukcja: ~{book} min na odcinek «{size}» i 4 graczy)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="296"/>
        <source>yes ({tile} after the FINISH)</source>
        <translation>tak ({tile} za metą FINISH)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="301"/>
        <source>{par} (expert driver, {runs} runs; {finished}/{runs} finished)</source>
        <translation>{par} (kierowca ekspert, {runs} przejazdów; ukończone {finished}/{runs})</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="303"/>
        <source>{par} (expert driver, {runs} runs; mean of the runs {mean}; {finished}/{runs} finished)</source>
        <translation>{par} (kierowca ekspert, {runs} przejazdów; średnia przejazdów {mean}; ukończone {finished}/{runs})</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="308"/>
        <source>none ({finished}/{runs} expert runs finished)</source>
        <translation>brak (ukończone przejazdy eksperta: {finished}/{runs})</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="330"/>
        <source>tiles ({n})</source>
        <translation>kafle ({n})</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="339"/>
        <source>race</source>
        <translation>wyścig</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="347"/>
        <source>short = 2 short stages, medium = 3 short or 2 long, long = 3 medium</source>
        <translation>krótki = 2 krótkie odcinki, standardowy = 3 krótkie lub 2 długie, długi = 3 standardowe</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="349"/>
        <source>After a stage with service: remove all damage tokens and take back the spare wheel.</source>
        <translation>Po odcinku z pomocą mechaników: zdejmij wszystkie żetony uszkodzeń i odzyskaj koło zapasowe.</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="350"/>
        <source>After a stage without service: note each car's damage tokens (gear / gas / brake) on the rally sheet; they start the next stage on its dashboard. A spare wheel not used in the stage may be discarded between stages to remove one gas damage.</source>
        <translation>Po odcinku bez pomocy mechaników: zapisz żetony uszkodzeń każdego samochodu (bieg / utrzymanie / hamowanie) w arkuszu rajdu; zaczynają następny odcinek na jego kokpicie. Koło zapasowe nieużyte na odcinku można odrzucić między odcinkami, by usunąć jedno uszkodzenie utrzymania.</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="353"/>
        <source>Time cards and seconds tokens never carry over. The lowest total time plays first in the next stage.</source>
        <translation>Karty czasu i żetony sekund nigdy nie przechodzą dalej. Najniższy łączny czas gra pierwszy na następnym odcinku.</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="361"/>
        <source>Rally booklet</source>
        <translation>Książeczka rajdu</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="363"/>
        <source>DRAFT: this rally has errors and is not ready to play</source>
        <translation>SZKIC: ten rajd ma błędy i nie jest gotowy do gry</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="368"/>
        <source>nearest rulebook class</source>
        <translation>najbliższa klasa z instrukcji</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="371"/>
        <source>{n} stage ({classes}): a {size} rally ({how}; {plans})</source>
        <comment>{n} stages ({classes}): a {size} rally ({how}; {plans})</comment>
        <translation>
            <numerusform>{n} odcinek ({classes}): rajd «{size}» ({how}; {plans})</numerusform>
            <numerusform>{n} odcinki ({classes}): rajd «{size}» ({how}; {plans})</numerusform>
            <numerusform>{n} odcinków ({classes}): rajd «{size}» ({how}; {plans})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="377"/>
        <source>~{minutes} min for {n} player: the stages at the rulebook's rate and {between} min between stages (rulebook: ~{book} min for a {size} rally and 4 players)</source>
        <comment>~{minutes} min for {n} players: the stages at the rulebook's rate and {between} min between stages (rulebook: ~{book} min for a {size} rally and 4 players)</comment>
        <translation>
            <numerusform>~{minutes} min dla {n} gracza: odcinki w tempie z instrukcji i {between} min między odcinkami (instrukcja: ~{book} min na rajd «{size}» i 4 graczy)</numerusform>
            <numerusform>~{minutes} min dla {n} graczy: odcinki w tempie z instrukcji i {between} min między odcinkami (instrukcja: ~{book} min na rajd «{size}» i 4 graczy)</numerusform>
            <numerusform>~{minutes} min dla {n} graczy: odcinki w tempie z instrukcji i {between} min między odcinkami (instrukcja: ~{book} min na rajd «{size}» i 4 graczy)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="389"/>
        <source>{n} (every stage is built from this box)</source>
        <comment>{n} (every stage is built from these boxes)</comment>
        <translation>
            <numerusform>{n} (każdy odcinek buduje się z tego pudełka)</numerusform>
            <numerusform>{n} (każdy odcinek buduje się z tych pudełek)</numerusform>
            <numerusform>{n} (każdy odcinek buduje się z tych pudełek)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="401"/>
        <source>stages</source>
        <translation>odcinki</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="407"/>
        <source>tiles per stage</source>
        <translation>kafle na odcinek</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="410"/>
        <source>between stages</source>
        <translation>między odcinkami</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="420"/>
        <source>file</source>
        <translation>plik</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="422"/>
        <source>page</source>
        <translation>strona</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="443"/>
        <source>  (errors)</source>
        <translation>  (błędy)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="446"/>
        <source>service park</source>
        <comment>the cover table's narrow 'then' column</comment>
        <translation>pomoc mech.</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="490"/>
        <source>time: m:ss, the stage's time cards minus the seconds tokens left. damage carried: the damage tokens on the dashboard going into the next stage. spare wheel: Y if the card is available in the next stage. total: the rally time so far; #: position (lowest total first, and first to play in the next stage).</source>
        <translation>czas: m:ss, karty czasu z odcinka minus pozostałe żetony sekund. uszkodzenia: żetony uszkodzeń na kokpicie przed następnym odcinkiem. koło zapasowe: T, jeśli karta jest dostępna na następnym odcinku. razem: dotychczasowy czas rajdu; #: pozycja (najniższy czas pierwszy, i pierwszy gra na następnym odcinku).</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="497"/>
        <source> · part {n} of {count}</source>
        <translation> · część {n} z {count}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="498"/>
        <source>RALLY SHEET</source>
        <translation>ARKUSZ RAJDU</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="498"/>
        <source> · fill in by hand</source>
        <translation> · do wypełnienia ręcznie</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="506"/>
        <source>driver</source>
        <translation>kierowca</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="547"/>
        <source>then SERVICE PARK: all damage repaired, spare wheel back</source>
        <translation>potem POMOC MECHANIKÓW: wszystkie uszkodzenia naprawione, koło zapasowe wraca</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="559"/>
        <source>service: repaired</source>
        <translation>pomoc mechaników: naprawione</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="559"/>
        <source>service: new wheel</source>
        <translation>pomoc mechaników: nowe koło</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="596"/>
        <source>Y</source>
        <comment>yes on the rally sheet</comment>
        <translation>T</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="596"/>
        <source>N</source>
        <comment>no on the rally sheet</comment>
        <translation>N</translation>
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
        <location filename="../../pacenote/boxes.py" line="187"/>
        <source>your boxes ({names})</source>
        <translation>twoje pudełka ({names})</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="407"/>
        <source>{n} tiles on hex {q},{r}</source>
        <translation>kafle na heksie {q},{r}: {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="464"/>
        <source>{n} START tiles</source>
        <translation>kafle START: {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="469"/>
        <source>{n} FINISH tiles</source>
        <translation>kafle FINISH: {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="473"/>
        <source>no START tile (202a/202b)</source>
        <translation>brak kafla START (202a/202b)</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="475"/>
        <source>no FINISH tile (203a/203b)</source>
        <translation>brak kafla FINISH (203a/203b)</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="782"/>
        <source>the road of {tile} runs into {other}, which has no road on that side: turn one of them or put another tile there</source>
        <translation>droga {tile} wpada na {other}, który nie ma drogi po tej stronie: obróć jeden z nich albo połóż tam inny kafel</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="795"/>
        <source>the course runs from {tile} back into {other}: a stage runs from START to FINISH and never meets itself</source>
        <translation>trasa wraca z {tile} do {other}: odcinek biegnie od START do FINISH i nigdy nie spotyka samego siebie</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="804"/>
        <source>the service park {tile} closes the road before the FINISH; it belongs right after the FINISH</source>
        <translation>kafel pomocy mechaników {tile} zamyka drogę przed FINISH; jego miejsce jest zaraz za FINISH</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="876"/>
        <source>the course from the START does not reach the FINISH</source>
        <translation>trasa od START nie dociera do FINISH</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="881"/>
        <source>the course leading to the FINISH does not begin at a START</source>
        <translation>trasa prowadząca do FINISH nie zaczyna się na START</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="888"/>
        <source>{id} ({lanes} lanes) does not line up with {other} ({other_lanes} lanes)</source>
        <translation>{id} (pasy: {lanes}) nie pasuje do {other} (pasy: {other_lanes})</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="906"/>
        <source>empty hex {q},{r},</source>
        <translation>pusty heks {q},{r},</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="907"/>
        <source>hex {q},{r}, which holds only scenery ({tile}),</source>
        <translation>heks {q},{r}, na którym jest tylko dekoracja ({tile}),</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="909"/>
        <source>the course stops at {tile}: its road leaves by its {side} side to {there} where the next tile goes</source>
        <translation>trasa kończy się na {tile}: jej droga wychodzi stroną {side} na {there} gdzie idzie następny kafel</translation>
    </message>
    <message>
        <location filename="../../pacenote/drawing.py" line="362"/>
        <source>SERVICE</source>
        <translation>POMOC</translation>
    </message>
    <message>
        <location filename="../../pacenote/drawing.py" line="363"/>
        <source>PARK</source>
        <translation>MECHANIKÓW</translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="182"/>
        <source>REPAIR</source>
        <translation>NAPRAWA</translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="182"/>
        <source>TYRES</source>
        <translation>OPONY</translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="189"/>
        <source>PIT STOP</source>
        <translation>PIT STOP</translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="36"/>
        <source>: {why} (tileset {name})</source>
        <translation>: {why} (zestaw kafli {name})</translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="38"/>
        <source> is a tile of {other}, not of the stage's tileset {tileset} (name both: {tileset}+{other})</source>
        <translation> to kafel z {other}, nie z zestawu odcinka {tileset} (podaj oba: {tileset}+{other})</translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="44"/>
        <source> is a tile of {boxes} that pacenote does not model yet</source>
        <translation> to kafel z {boxes}, którego pacenote jeszcze nie modeluje</translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="46"/>
        <source> is no tile side pacenote knows (tilesets {names}): a typo?</source>
        <translation> to żadna strona kafla znana pacenote (zestawy {names}): literówka?</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="24"/>
        <source>playing time</source>
        <translation>czas gry</translation>
    </message>
    <message>
        <location filename="../../pacenote/stage.py" line="103"/>
        <source>{tile} at {q},{r}</source>
        <translation>{tile} na {q},{r}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/tilelist.py" line="100"/>
        <source>the box holds {n} tile {number}</source>
        <comment>the box holds {n} tiles {number}</comment>
        <translation>
            <numerusform>pudełko zawiera {n} kafel {number}</numerusform>
            <numerusform>pudełko zawiera {n} kafle {number}</numerusform>
            <numerusform>pudełko zawiera {n} kafli {number}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/tilelist.py" line="102"/>
        <source>the box holds no tile {number}</source>
        <translation>pudełko nie zawiera kafla {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/tilelist.py" line="104"/>
        <source>the {boxes} boxes hold {n} tile {number}</source>
        <comment>the {boxes} boxes hold {n} tiles {number}</comment>
        <translation>
            <numerusform>pudełka ({boxes}) zawierają {n} kafel {number}</numerusform>
            <numerusform>pudełka ({boxes}) zawierają {n} kafle {number}</numerusform>
            <numerusform>pudełka ({boxes}) zawierają {n} kafli {number}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/tilelist.py" line="107"/>
        <source>the {boxes} boxes hold no tile {number}</source>
        <translation>pudełka ({boxes}) nie zawierają kafla {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/tilelist.py" line="109"/>
        <source>{boxes} hold {n} tile {number}</source>
        <comment>{boxes} hold {n} tiles {number}</comment>
        <translation>
            <numerusform>{boxes} zawierają {n} kafel {number}</numerusform>
            <numerusform>{boxes} zawierają {n} kafle {number}</numerusform>
            <numerusform>{boxes} zawierają {n} kafli {number}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/tilelist.py" line="111"/>
        <source>{boxes} hold no tile {number}</source>
        <translation>{boxes} nie zawierają kafla {number}</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="49"/>
        <source>no start-finish piece ({ids}): a circuit starts and ends on it</source>
        <translation>brak elementu start-meta ({ids}): tor zaczyna się i kończy na nim</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="66"/>
        <source>hex {q},{r}, which holds only scenery ({tile})</source>
        <translation>heks {q},{r}, na którym jest tylko dekoracja ({tile})</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="67"/>
        <source>hex {q},{r}</source>
        <translation>heks {q},{r}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/circuit.py" line="69"/>
        <source>the circuit does not close: from {first} the road ends at {last}, leaving by its {side} side to {there}, {n} hex from the start-finish piece, which it must come back into from behind its grid</source>
        <comment>the circuit does not close: from {first} the road ends at {last}, leaving by its {side} side to {there}, {n} hexes from the start-finish piece, which it must come back into from behind its grid</comment>
        <translation>
            <numerusform>tor się nie zamyka: od {first} droga kończy się na {last}, wychodząc stroną {side} na {there}, {n} heks od elementu start-meta, do którego musi wrócić od tyłu pola startowego</numerusform>
            <numerusform>tor się nie zamyka: od {first} droga kończy się na {last}, wychodząc stroną {side} na {there}, {n} heksy od elementu start-meta, do którego musi wrócić od tyłu pola startowego</numerusform>
            <numerusform>tor się nie zamyka: od {first} droga kończy się na {last}, wychodząc stroną {side} na {there}, {n} heksów od elementu start-meta, do którego musi wrócić od tyłu pola startowego</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="87"/>
        <source>no pit-stop piece (101): the rules place it next to the circuit; without it no car can pit</source>
        <translation>brak elementu pit stop (101): zasady kładą go obok toru; bez niego żaden samochód nie zjedzie na pit stop</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="100"/>
        <source>the pit-stop piece {tile} lies where the road of {other} continues: it goes beside the circuit, not in it</source>
        <translation>element pit stop {tile} leży tam, gdzie biegnie dalej droga {other}: jego miejsce jest obok toru, nie w nim</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="106"/>
        <source>the pit-stop piece {tile} touches no piece of the circuit: the rules place it next to the track</source>
        <translation>element pit stop {tile} nie dotyka żadnego elementu toru: zasady kładą go obok toru</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="119"/>
        <source>no sequence of moves leads from the grid round the circuit back over the line: cars get no further than {cells}</source>
        <translation>żadna sekwencja ruchów nie prowadzi z pola startowego dookoła toru z powrotem przez linię: samochody nie docierają dalej niż {cells}</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="131"/>
        <source> (the file gives no lap count: 1 assumed)</source>
        <translation> (plik nie podaje liczby okrążeń: przyjęto 1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/circuit.py" line="133"/>
        <source>{pieces} pieces in the loop (pit stop not counted) x {n} lap{said}: {length}, about {minutes} min for {players} players (rulebook guidelines: {guide})</source>
        <comment>{pieces} pieces in the loop (pit stop not counted) x {n} laps{said}: {length}, about {minutes} min for {players} players (rulebook guidelines: {guide})</comment>
        <translation>
            <numerusform>elementy pętli (bez pit stop): {pieces} x {n} okrążenie{said}: {length}, ok. {minutes} min dla {players} graczy (wytyczne z instrukcji: {guide})</numerusform>
            <numerusform>elementy pętli (bez pit stop): {pieces} x {n} okrążenia{said}: {length}, ok. {minutes} min dla {players} graczy (wytyczne z instrukcji: {guide})</numerusform>
            <numerusform>elementy pętli (bez pit stop): {pieces} x {n} okrążeń{said}: {length}, ok. {minutes} min dla {players} graczy (wytyczne z instrukcji: {guide})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="139"/>
        <source>a race</source>
        <translation>wyścig</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="151"/>
        <source>the RX circuit has no joker branch: lay a junction (402-409, 415) whose branch road leaves the loop and joins it again at another junction</source>
        <translation>tor RX nie ma odgałęzienia jokera: połóż skrzyżowanie (402-409, 415), którego odgałęzienie opuszcza pętlę i wraca do niej na innym skrzyżowaniu</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/circuit.py" line="164"/>
        <source>the {route} road of {tile} leaves the course over {n} tile and does not join it again at a junction</source>
        <comment>the {route} road of {tile} leaves the course over {n} tiles and does not join it again at a junction</comment>
        <translation>
            <numerusform>droga {route} kafla {tile} opuszcza trasę na {n} kafel i nie wraca do niej na skrzyżowaniu</numerusform>
            <numerusform>droga {route} kafla {tile} opuszcza trasę na {n} kafle i nie wraca do niej na skrzyżowaniu</numerusform>
            <numerusform>droga {route} kafla {tile} opuszcza trasę na {n} kafli i nie wraca do niej na skrzyżowaniu</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/circuitguide.py" line="19"/>
        <source>short 15 x 1 lap, medium 18 x 1 or 12 x 2, long 21 x 1 or 16 x 2</source>
        <translation>krótki 15 x 1 okrążenie, średni 18 x 1 lub 12 x 2, długi 21 x 1 lub 16 x 2</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="34"/>
        <source>stages {list}</source>
        <translation>odcinki {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="36"/>
        <source>tiles {list}</source>
        <translation>kafle {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="38"/>
        <source>hexes {list}</source>
        <translation>heksy {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="41"/>
        <source>cells {list}</source>
        <translation>pola {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="43"/>
        <source>placements {list}</source>
        <translation>położenia {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="52"/>
        <source>error</source>
        <comment>severity</comment>
        <translation>błąd</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="53"/>
        <source>warning</source>
        <comment>severity</comment>
        <translation>ostrzeżenie</translation>
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
        <translation>krótki</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="35"/>
        <source>medium</source>
        <comment>length class</comment>
        <translation>średni</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="36"/>
        <source>long</source>
        <comment>length class</comment>
        <translation>długi</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="37"/>
        <source>a short stage</source>
        <translation>«krótki» odcinek</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="38"/>
        <source>a medium stage</source>
        <translation>«średni» odcinek</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="39"/>
        <source>a long stage</source>
        <translation>«długi» odcinek</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="40"/>
        <source>a short rally</source>
        <translation>«krótki» rajd</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="41"/>
        <source>a medium rally</source>
        <translation>«średni» rajd</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="42"/>
        <source>a long rally</source>
        <translation>«długi» rajd</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="43"/>
        <source>a short race</source>
        <translation>«krótki» wyścig</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="44"/>
        <source>a medium race</source>
        <translation>«średni» wyścig</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="45"/>
        <source>a long race</source>
        <translation>«długi» wyścig</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="63"/>
        <source>no sequence of moves leads from the grid past the finish line: cars get no further than {cells} on {tile}</source>
        <translation>żadna sekwencja ruchów nie prowadzi z pola startowego za linię mety: samochody nie docierają dalej niż {cells} na {tile}</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="76"/>
        <source>the shortcut {cell} on {tile} can never be entered: no cell before the corner it cuts touches it</source>
        <translation>w skrót {cell} na {tile} nie da się wjechać: żadne pole przed zakrętem, który ścina, go nie dotyka</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="79"/>
        <source>the shortcut {cell} on {tile} leads nowhere: no cell after the corner it cuts touches it</source>
        <translation>skrót {cell} na {tile} prowadzi donikąd: żadne pole za zakrętem, który ścina, go nie dotyka</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="98"/>
        <source>the slide row {cells} on {tile} can never be entered sliding</source>
        <translation>w rząd slidingu {cells} na {tile} nie da się wjechać slidingiem</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="101"/>
        <source>the slide row {cells} on {tile} can never be left sliding</source>
        <translation>z rzędu slidingu {cells} na {tile} nie da się wyjechać slidingiem</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="141"/>
        <source>{cell} (limit {limit})</source>
        <translation>{cell} (limit {limit})</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="144"/>
        <source>every landing of the jump ^{n} at {cells} on {tile} has a limit below the landing gear ({spots}): the jump can only be made with a loss of control</source>
        <translation>każde lądowanie skoku ^{n} na {cells} na {tile} ma limit niższy niż bieg lądowania ({spots}): skok da się wykonać tylko z utratą kontroli</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="161"/>
        <source>{cell} (limit {limit}, landing in gear {gear})</source>
        <translation>{cell} (limit {limit}, lądowanie na biegu {gear})</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="165"/>
        <source>the jump ^{n} at {cells} on {tile} can land on {spots}: a loss of control there</source>
        <translation>skok ^{n} na {cells} na {tile} może wylądować na {spots}: tam utrata kontroli</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="170"/>
        <source>the jump ^{n} at {cells} on {tile} reaches the ford at {fords}: pacenote's reading is that a car cannot land in a ford (a landing is never a gas or gear-1 entry), so the jump never lands there (docs/rules.md)</source>
        <translation>skok ^{n} na {cells} na {tile} sięga przeszkody wodnej na {fords}: pacenote przyjmuje, że samochód nie może wylądować w przeszkodzie wodnej (lądowanie nigdy nie jest wjazdem na utrzymaniu ani na biegu 1), więc skok nigdy tam nie ląduje (docs/rules.md)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/playability.py" line="186"/>
        <source>{n} road tile from START to FINISH (service park not counted): {length}, about {minutes} min for {players} players (rulebook guidelines: short {short}, medium {medium}, long {long} tiles)</source>
        <comment>{n} road tiles from START to FINISH (service park not counted): {length}, about {minutes} min for {players} players (rulebook guidelines: short {short}, medium {medium}, long {long} tiles)</comment>
        <translation>
            <numerusform>{n} kafel drogi od START do FINISH (bez kafla pomocy mechaników): {length}, ok. {minutes} min dla {players} graczy (wytyczne z instrukcji: krótki {short}, średni {medium}, długi {long} kafli)</numerusform>
            <numerusform>{n} kafle drogi od START do FINISH (bez kafla pomocy mechaników): {length}, ok. {minutes} min dla {players} graczy (wytyczne z instrukcji: krótki {short}, średni {medium}, długi {long} kafli)</numerusform>
            <numerusform>{n} kafli drogi od START do FINISH (bez kafla pomocy mechaników): {length}, ok. {minutes} min dla {players} graczy (wytyczne z instrukcji: krótki {short}, średni {medium}, długi {long} kafli)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="193"/>
        <source>a stage</source>
        <translation>odcinek</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/playability.py" line="199"/>
        <source>{n} road tile: shorter than the rulebook's short stage ({short} tiles for {players} players)</source>
        <comment>{n} road tiles: shorter than the rulebook's short stage ({short} tiles for {players} players)</comment>
        <translation>
            <numerusform>{n} kafel drogi: krócej niż «krótki» odcinek z instrukcji ({short} kafli dla {players} graczy)</numerusform>
            <numerusform>{n} kafle drogi: krócej niż «krótki» odcinek z instrukcji ({short} kafli dla {players} graczy)</numerusform>
            <numerusform>{n} kafli drogi: krócej niż «krótki» odcinek z instrukcji ({short} kafli dla {players} graczy)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="206"/>
        <source>{n} road tiles: longer than the rulebook's long stage ({long} tiles for {players} players)</source>
        <translation>kafle drogi: {n}, dłużej niż «długi» odcinek z instrukcji ({long} kafli dla {players} graczy)</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="222"/>
        <source>{tile} is one car wide at {cells}: a car there blocks everyone behind it (blocking risk with many cars)</source>
        <translation>{tile} ma szerokość jednego samochodu na {cells}: samochód tam blokuje wszystkich za nim (ryzyko blokad przy wielu samochodach)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/playability.py" line="235"/>
        <source>{n} course tile: {low} low, {medium} medium, {high} high danger ({share}% high: crashes there draw the most damage)</source>
        <comment>{n} course tiles: {low} low, {medium} medium, {high} high danger ({share}% high: crashes there draw the most damage)</comment>
        <translation>
            <numerusform>{n} kafel trasy: niebezpieczeństwo niskie {low}, średnie {medium}, wysokie {high} ({share}% wysokie: wypadek tam przynosi najwięcej uszkodzeń)</numerusform>
            <numerusform>{n} kafle trasy: niebezpieczeństwo niskie {low}, średnie {medium}, wysokie {high} ({share}% wysokie: wypadek tam przynosi najwięcej uszkodzeń)</numerusform>
            <numerusform>{n} kafli trasy: niebezpieczeństwo niskie {low}, średnie {medium}, wysokie {high} ({share}% wysokie: wypadek tam przynosi najwięcej uszkodzeń)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="258"/>
        <source>{n} tiles in a row without a speed limit (course tiles {first}-{last}, {tile} to {other}): cars reach top gear with nothing to brake for</source>
        <translation>kafle z rzędu bez ograniczenia prędkości: {n} (kafle trasy {first}-{last}, od {tile} do {other}): samochody wchodzą na najwyższy bieg i nie mają przed czym hamować</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="51"/>
        <source>{label} ({file}) could not be read: {problem}</source>
        <translation>nie udało się odczytać {label} ({file}): {problem}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/rallychecks.py" line="58"/>
        <source>{label} ({file}) has {n} error ({codes})</source>
        <comment>{label} ({file}) has {n} errors ({codes})</comment>
        <translation>
            <numerusform>{label} ({file}) ma {n} błąd ({codes})</numerusform>
            <numerusform>{label} ({file}) ma {n} błędy ({codes})</numerusform>
            <numerusform>{label} ({file}) ma {n} błędów ({codes})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="66"/>
        <source>the plan has service after {label} but {file} has no service park (201) attached after its FINISH</source>
        <translation>plan przewiduje pomoc mechaników po {label}, ale {file} nie ma kafla pomocy technicznej (201) dołączonego za FINISH</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="72"/>
        <source>{file} ends with the service park {tile} but the plan has no service after {label}</source>
        <translation>{file} kończy się kaflem pomocy technicznej {tile}, ale plan nie przewiduje pomocy mechaników po {label}</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="81"/>
        <source>the plan has service after the last stage {label}: it repairs nothing that is driven again</source>
        <translation>plan przewiduje pomoc mechaników po ostatnim odcinku {label}: nie naprawia niczego, co jeszcze jedzie</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="86"/>
        <source>the rally has one stage; a rally is several stages (the rulebook's have three)</source>
        <translation>rajd ma jeden odcinek; rajd to kilka odcinków (te z instrukcji mają trzy)</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="101"/>
        <source>one of the rulebook's plans</source>
        <translation>jeden z planów z instrukcji</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="102"/>
        <source>nearest rulebook class by road tiles</source>
        <translation>najbliższa klasa z instrukcji według kafli drogi</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/rallychecks.py" line="104"/>
        <source>{n} stage, {tiles} road tiles ({classes}): {length}, about {minutes} min ({how}; short = 2 short stages, medium = 3 short or 2 long, long = 3 medium)</source>
        <comment>{n} stages, {tiles} road tiles ({classes}): {length}, about {minutes} min ({how}; short = 2 short stages, medium = 3 short or 2 long, long = 3 medium)</comment>
        <translation>
            <numerusform>{n} odcinek, kafle drogi: {tiles} ({classes}): {length}, ok. {minutes} min ({how}; krótki = 2 krótkie odcinki, średni = 3 krótkie lub 2 długie, długi = 3 średnie)</numerusform>
            <numerusform>{n} odcinki, kafle drogi: {tiles} ({classes}): {length}, ok. {minutes} min ({how}; krótki = 2 krótkie odcinki, średni = 3 krótkie lub 2 długie, długi = 3 średnie)</numerusform>
            <numerusform>{n} odcinków, kafle drogi: {tiles} ({classes}): {length}, ok. {minutes} min ({how}; krótki = 2 krótkie odcinki, średni = 3 krótkie lub 2 długie, długi = 3 średnie)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="50"/>
        <source>{tile} at {q},{r}{reason}</source>
        <translation>{tile} na {q},{r}{reason}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/structure.py" line="64"/>
        <source>tile {number} is used {n} time ({where}) but {held}</source>
        <comment>tile {number} is used {n} times ({where}) but {held}</comment>
        <translation>
            <numerusform>kafel {number} jest użyty {n} raz ({where}), ale {held}</numerusform>
            <numerusform>kafel {number} jest użyty {n} razy ({where}), ale {held}</numerusform>
            <numerusform>kafel {number} jest użyty {n} razy ({where}), ale {held}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="68"/>
        <source>{where}: both sides of tile {number} are used but {held} (a tile shows one side at a time)</source>
        <translation>{where}: użyto obu stron kafla {number}, ale {held} (kafel pokazuje naraz jedną stronę)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/structure.py" line="72"/>
        <source>{side} is placed {n} time ({where}) but {held}</source>
        <comment>{side} is placed {n} times ({where}) but {held}</comment>
        <translation>
            <numerusform>{side} leży {n} raz ({where}), ale {held}</numerusform>
            <numerusform>{side} leży {n} razy ({where}), ale {held}</numerusform>
            <numerusform>{side} leży {n} razy ({where}), ale {held}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="86"/>
        <source>{n} tiles on hex {q},{r} ({tiles}); a hex holds one tile</source>
        <translation>kafle na heksie {q},{r}: {n} ({tiles}); na heksie leży jeden kafel</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="104"/>
        <source>{n} {word} tiles ({tiles}); a stage has one</source>
        <translation>kafle {word}: {n} ({tiles}); odcinek ma jeden</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="108"/>
        <source>no {word} tile ({ids})</source>
        <translation>brak kafla {word} ({ids})</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="122"/>
        <source>no {word} tile ({ids}): the course leading to the FINISH begins at {tile}, facing empty hex {q},{r}</source>
        <translation>brak kafla {word} ({ids}): trasa prowadząca do FINISH zaczyna się na {tile}, naprzeciw pustego heksu {q},{r}</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="125"/>
        <source>no {word} tile ({ids}): the course from the START ends at {tile}, facing empty hex {q},{r}</source>
        <translation>brak kafla {word} ({ids}): trasa od START kończy się na {tile}, naprzeciw pustego heksu {q},{r}</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="144"/>
        <source>the lanes of {tile} ({lanes} lanes) do not line up with those of {other} ({other_lanes} lanes) where they meet ({side} side of {id})</source>
        <translation>pasy {tile} (pasy: {lanes}) nie pasują do pasów {other} (pasy: {other_lanes}) w miejscu styku (strona {side} kafla {id})</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="192"/>
        <source>the road of {tile} (course tile {i}) meets the road of {other} (course tile {j}), which does not follow it on the course: the course is ambiguous there</source>
        <translation>droga {tile} (kafel trasy {i}) styka się z drogą {other} (kafel trasy {j}), który nie następuje po nim na trasie: trasa jest tam niejednoznaczna</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="202"/>
        <source>behind the START</source>
        <translation>za START (od tyłu)</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="203"/>
        <source>after the FINISH</source>
        <translation>za FINISH</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="203"/>
        <source>at the course</source>
        <translation>do trasy</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="207"/>
        <source>the service park {tile} is attached {at} ({other}); it belongs right after the FINISH</source>
        <translation>kafel pomocy mechaników {tile} jest dołączony {at} ({other}); jego miejsce jest zaraz za FINISH</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="211"/>
        <source>{tile} joins the road {at} ({other}) but is not on the course: the road forks there</source>
        <translation>{tile} łączy się z drogą {at} ({other}), ale nie leży na trasie: droga się tam rozwidla</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="231"/>
        <source>{tile} is not on the course from START to FINISH and joins nothing on it</source>
        <translation>{tile} nie leży na trasie od START do FINISH i nie łączy się z niczym na niej</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="243"/>
        <source>the course leaves the START {tile} the way that leaves no cell behind its start line, so cars have nowhere to line up; turn the START round (or lead the course out of its other end)</source>
        <translation>trasa wychodzi ze START {tile} w stronę, która nie zostawia żadnego pola za linią startu, więc samochody nie mają gdzie się ustawić; obróć START (albo wyprowadź trasę drugim końcem)</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="257"/>
        <source>no cell of the course lies past the finish line of {tile}: cars can never finish; turn the FINISH round</source>
        <translation>żadne pole trasy nie leży za linią mety {tile}: samochody nigdy nie dojadą do mety; obróć FINISH</translation>
    </message>
</context>
</TS>
