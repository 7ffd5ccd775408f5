<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>Autosave</name>
    <message>
        <source>an unsaved rally</source>
        <translation>niezapisany rajd</translation>
    </message>
    <message>
        <source>an unsaved stage</source>
        <translation>niezapisany odcinek</translation>
    </message>
    <message>
        <source>{what} (autosaved {when})</source>
        <translation>{what} (autozapis {when})</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>Autozapis nie powiódł się: {problem}</translation>
    </message>
</context>
<context>
    <name>Congestion</name>
    <message>
        <source>{cell}: blocked {blocked}, forced onto another path {traffic} per race</source>
        <translation>{cell}: zablokowany {blocked}, zmuszony do innej drogi {traffic} na wyścig</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>Untitled rally</source>
        <translation>Rajd bez nazwy</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Bez nazwy</translation>
    </message>
    <message>
        <source>Add stage {label}</source>
        <translation>Dodaj odcinek {label}</translation>
    </message>
    <message>
        <source>Add {file} as {label}</source>
        <translation>Dodaj {file} jako {label}</translation>
    </message>
    <message>
        <source>Remove stage {label}</source>
        <translation>Usuń odcinek {label}</translation>
    </message>
    <message>
        <source>Move {label} to place {n}</source>
        <translation>Przesuń {label} na miejsce {n}</translation>
    </message>
    <message>
        <source>Rename {old} → {label}</source>
        <translation>Zmień nazwę {old} → {label}</translation>
    </message>
    <message>
        <source>Service after {label} on</source>
        <translation>Pomoc mechaników po {label}: tak</translation>
    </message>
    <message>
        <source>Service after {label} off</source>
        <translation>Pomoc mechaników po {label}: nie</translation>
    </message>
    <message>
        <source>Edit rally {field}</source>
        <translation>Edytuj {field} rajdu</translation>
    </message>
</context>
<context>
    <name>DrivePanel</name>
    <message>
        <source> · exact</source>
        <translation> · dokładnie</translation>
    </message>
    <message>
        <source>{n} retired</source>
        <translation>{n} wycofanych</translation>
    </message>
    <message>
        <source>{n} stuck</source>
        <translation>{n} utknęło</translation>
    </message>
    <message>
        <source>taken in {share} of runs, {times} times per run: {outcomes}</source>
        <translation>wybrane w {share} przejazdów, {times} razy na przejazd: {outcomes}</translation>
    </message>
    <message>
        <source>taken in {share} of runs, {times} times: {outcomes}</source>
        <translation>wybrane w {share} przejazdów, {times} razy: {outcomes}</translation>
    </message>
    <message>
        <source>none taken</source>
        <translation>żaden nie wybrany</translation>
    </message>
    <message>
        <source>(runs {mean} ± {se} s)</source>
        <translation>(przejazdy {mean} ± {se} s)</translation>
    </message>
    <message>
        <source>{n} per run</source>
        <translation>{n} na przejazd</translation>
    </message>
    <message>
        <source>(runs)</source>
        <translation>(przejazdy)</translation>
    </message>
    <message>
        <source>- (the expert driver&apos;s figure)</source>
        <translation>- (wynik kierowcy eksperta)</translation>
    </message>
    <message>
        <source>({n} in the runs)</source>
        <translation>({n} w przejazdach)</translation>
    </message>
    <message>
        <source> (simulated; rulebook about {minutes})</source>
        <translation> (symulacja; instrukcja ok. {minutes})</translation>
    </message>
    <message>
        <source>plan ready · {driver} · the runs follow</source>
        <translation>plan gotowy · {driver} · przejazdy w toku</translation>
    </message>
    <message>
        <source> (simulated; the GT book: about {minutes} for {players} players)</source>
        <translation> (symulacja; instrukcja GT: około {minutes} dla {players} graczy)</translation>
    </message>
    <message>
        <source> over {laps}</source>
        <translation> na {laps}</translation>
    </message>
    <message>
        <source>{runs} of {cars}{over} · about {minutes} min at the table{book} · {overtakes} overtakes and {blocked} blocked turns {per} · {retirements}</source>
        <translation>{runs}: {cars}{over} · ok. {minutes} min przy stole{book} · wyprzedzenia: {overtakes}, tury zablokowane: {blocked} {per} · {retirements}</translation>
    </message>
    <message>
        <source>Test drive</source>
        <translation>Jazda próbna</translation>
    </message>
    <message>
        <source>Mean time</source>
        <translation>Średni czas</translation>
    </message>
    <message>
        <source>Par time</source>
        <translation>Czas wzorcowy</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Ukończone</translation>
    </message>
    <message>
        <source>Losses of control</source>
        <translation>Utraty kontroli</translation>
    </message>
    <message>
        <source>Crashes</source>
        <translation>Wypadki</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tury</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Skróty</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>pole</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>kafel</translation>
    </message>
    <message>
        <source>lose control</source>
        <translation>utrata kontroli</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>wypadek</translation>
    </message>
    <message>
        <source>Stage times</source>
        <translation>Czasy odcinka</translation>
    </message>
    <message>
        <source>Hot spots: share of runs losing control in the cell</source>
        <translation>Punkty zapalne: odsetek przejazdów z utratą kontroli na polu</translation>
    </message>
    <message>
        <source> (exact rate)</source>
        <translation> (dokładny odsetek)</translation>
    </message>
    <message>
        <source>{losses} losses of control in {runs} runs</source>
        <translation>{losses} utrat kontroli w {runs} przejazdach</translation>
    </message>
    <message>
        <source>Rally ({stages})</source>
        <translation>Rajd ({stages})</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Wyścig</translation>
    </message>
    <message>
        <source>Test drive needs a course from START to FINISH: {reason}</source>
        <translation>Jazda próbna wymaga trasy od START do FINISH: {reason}</translation>
    </message>
    <message>
        <source>Test drive (Ctrl+T) lets an AI driver run the stage many times and shows its pace, risk and crash hot spots.</source>
        <translation>Jazda próbna (Ctrl+T) pozwala kierowcy SI przejechać odcinek wiele razy i pokazuje tempo, ryzyko i miejsca wypadków.</translation>
    </message>
    <message>
        <source>Stale: the stage has changed since this test drive (the heat map is hidden). Test drive again to update.</source>
        <translation>Nieaktualne: odcinek zmienił się od tej jazdy próbnej (mapa ciepła jest ukryta). Jedź ponownie, aby odświeżyć.</translation>
    </message>
</context>
<context>
    <name>EditingWindow</name>
    <message>
        <source>A token lies on a tile: drop it on one</source>
        <translation>Żeton leży na kaflu: upuść go na kafel</translation>
    </message>
    <message>
        <source>Select the tile to lay the token on</source>
        <translation>Zaznacz kafel, na którym położyć żeton</translation>
    </message>
</context>
<context>
    <name>Edits</name>
    <message>
        <source>Rotate together</source>
        <translation>Obróć razem</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Obróć</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Przesuń</translation>
    </message>
    <message>
        <source>Place {tile}</source>
        <translation>Połóż {tile}</translation>
    </message>
    <message>
        <source>Replace {old} with {tile}</source>
        <translation>Zastąp {old} przez {tile}</translation>
    </message>
    <message>
        <source>Flip {tile} → {other}</source>
        <translation>Odwróć {tile} → {other}</translation>
    </message>
    <message>
        <source>Flip {tiles}</source>
        <translation>Odwróć {tiles}</translation>
    </message>
    <message>
        <source>Turn {tile} left</source>
        <translation>Obróć {tile} w lewo</translation>
    </message>
    <message>
        <source>Turn {tile} right</source>
        <translation>Obróć {tile} w prawo</translation>
    </message>
    <message>
        <source>Add {token} token on {tile}</source>
        <translation>Dodaj żeton {token} na {tile}</translation>
    </message>
    <message>
        <source>Move {token} token</source>
        <translation>Przesuń żeton {token}</translation>
    </message>
    <message>
        <source>Remove {token} token</source>
        <translation>Usuń żeton {token}</translation>
    </message>
    <message>
        <source>Turn {token} token</source>
        <translation>Obróć żeton {token}</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Niezapisane zmiany</translation>
    </message>
    <message>
        <source>{name} has unsaved changes. Save them?</source>
        <translation>{name} ma niezapisane zmiany. Zapisać je?</translation>
    </message>
    <message>
        <source>Add stage to the rally</source>
        <translation>Dodaj odcinek do rajdu</translation>
    </message>
    <message>
        <source>Cannot add stage</source>
        <translation>Nie można dodać odcinka</translation>
    </message>
    <message>
        <source>Open stage</source>
        <translation>Otwórz odcinek</translation>
    </message>
    <message>
        <source>Import stage</source>
        <translation>Importuj odcinek</translation>
    </message>
    <message>
        <source>Cannot open rally</source>
        <translation>Nie można otworzyć rajdu</translation>
    </message>
    <message>
        <source>Cannot open stage</source>
        <translation>Nie można otworzyć odcinka</translation>
    </message>
    <message>
        <source>Save rally</source>
        <translation>Zapisz rajd</translation>
    </message>
    <message>
        <source>Save stage</source>
        <translation>Zapisz odcinek</translation>
    </message>
    <message>
        <source>Read-only file</source>
        <translation>Plik tylko do odczytu</translation>
    </message>
    <message>
        <source>{file} is read-only. Replace it anyway?</source>
        <translation>{file} jest tylko do odczytu. Zastąpić go mimo to?</translation>
    </message>
    <message>
        <source>Cannot save rally</source>
        <translation>Nie można zapisać rajdu</translation>
    </message>
    <message>
        <source>Cannot save stage</source>
        <translation>Nie można zapisać odcinka</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Zapisano {path}</translation>
    </message>
    <message>
        <source>Export stage</source>
        <translation>Eksportuj odcinek</translation>
    </message>
    <message>
        <source>Cannot export stage</source>
        <translation>Nie można wyeksportować odcinka</translation>
    </message>
    <message>
        <source>Exported with changes</source>
        <translation>Wyeksportowano ze zmianami</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>Wyeksportowano {path}</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>Eksportuj obraz</translation>
    </message>
    <message>
        <source>Cannot export picture</source>
        <translation>Nie można wyeksportować obrazu</translation>
    </message>
    <message>
        <source>Export printable build guide</source>
        <translation>Eksportuj instrukcję budowy do druku</translation>
    </message>
    <message>
        <source>Cannot export build guide</source>
        <translation>Nie można wyeksportować instrukcji budowy</translation>
    </message>
    <message>
        <source>Recovery copy unreadable</source>
        <translation>Kopia odzyskiwania nieczytelna</translation>
    </message>
    <message>
        <source>A recovery copy could not be read ({problem}). It was kept at {where} and will not be offered again.</source>
        <translation>Nie udało się odczytać kopii odzyskiwania ({problem}). Zachowano ją w {where} i nie będzie ponownie proponowana.</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Odzyskaj niezapisane zmiany</translation>
    </message>
    <message>
        <source>The editor did not close cleanly. Recover the unsaved changes to {what}?</source>
        <translation>Edytor nie zamknął się poprawnie. Odzyskać niezapisane zmiany w {what}?</translation>
    </message>
    <message>
        <source>Discard deletes the recovery copy. Decide later keeps it and asks again the next time the file is opened.</source>
        <translation>Odrzuć usuwa kopię odzyskiwania. Zdecyduj później zachowuje ją i zapyta ponownie przy następnym otwarciu pliku.</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Odzyskaj</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Decide later</source>
        <translation>Zdecyduj później</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Nie można odzyskać</translation>
    </message>
    <message>
        <source>{problem} (kept at {where})</source>
        <translation>{problem} (zachowano w {where})</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <source>empty stage: what the course needs first</source>
        <translation>pusty odcinek: czego trasa potrzebuje najpierw</translation>
    </message>
    <message>
        <source>Show info</source>
        <translation>Pokaż informacje</translation>
    </message>
    <message>
        <source>Also list what a stage designer may want to know (length class, danger profile, …)</source>
        <translation>Pokaż też, co może chcieć wiedzieć projektant odcinka (klasa długości, profil zagrożenia, …)</translation>
    </message>
    <message>
        <source>code</source>
        <translation>kod</translation>
    </message>
    <message>
        <source>message</source>
        <translation>komunikat</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>jumps</source>
        <translation>skoki</translation>
    </message>
    <message>
        <source>fords</source>
        <translation>przeszkody wodne</translation>
    </message>
    <message>
        <source>shortcuts</source>
        <translation>skróty</translation>
    </message>
    <message>
        <source>slides</source>
        <translation>sliding</translation>
    </message>
    <message>
        <source>Generate stage</source>
        <translation>Generuj odcinek</translation>
    </message>
    <message>
        <source>Boxes owned, e.g. dirt-core or dirt-core:2,dirt-rx</source>
        <translation>Posiadane pudełka, np. dirt-core lub dirt-core:2,dirt-rx</translation>
    </message>
    <message>
        <source>short (10-12 tiles)</source>
        <translation>krótki (10-12 kafli)</translation>
    </message>
    <message>
        <source>medium (13-16 tiles)</source>
        <translation>standardowy (13-16 kafli)</translation>
    </message>
    <message>
        <source>long (17-18 tiles)</source>
        <translation>długi (17-18 kafli)</translation>
    </message>
    <message>
        <source>road tiles:</source>
        <translation>kafle trasy:</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>łatwy</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>średni</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>trudny</translation>
    </message>
    <message>
        <source>par time:</source>
        <translation>czas wzorcowy:</translation>
    </message>
    <message>
        <source>{0}: any</source>
        <translation>{0}: obojętnie</translation>
    </message>
    <message>
        <source>{0}: with</source>
        <translation>{0}: tak</translation>
    </message>
    <message>
        <source>{0}: without</source>
        <translation>{0}: nie</translation>
    </message>
    <message>
        <source>any</source>
        <translation>dowolny</translation>
    </message>
    <message>
        <source>Terrain mix where the boxes allow: gravel,asphalt,snow (equal shares) or gravel:60,asphalt:40; empty: any</source>
        <translation>Mieszanka nawierzchni, jeśli pudełka pozwalają: gravel,asphalt,snow (równe udziały) lub gravel:60,asphalt:40; puste: dowolna</translation>
    </message>
    <message>
        <source>Table WIDTHxDEPTH in cm; empty: any size</source>
        <translation>Stół SZEROKOŚĆxGŁĘBOKOŚĆ w cm; puste: dowolny rozmiar</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Boxes owned</source>
        <translation>Posiadane pudełka</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Długość</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Trudność</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Elementy</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Nawierzchnia</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Table (cm)</source>
        <translation>Stół (cm)</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>ziarno</translation>
    </message>
    <message>
        <source>candidates</source>
        <translation>propozycje</translation>
    </message>
    <message>
        <source>time</source>
        <translation>czas</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Wyszukiwanie</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Generuj</translation>
    </message>
    <message>
        <source>Set the brief and press Generate.</source>
        <translation>Ustaw wymagania i naciśnij Generuj.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otwórz</translation>
    </message>
    <message>
        <source>Searching (up to {0:.0f} s)…</source>
        <translation>Szukam (do {0:.0f} s)…</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s), best first: pick one and Open.</source>
        <translation>
            <numerusform>%n propozycja, najlepsze najpierw: wybierz jedną i naciśnij Otwórz.</numerusform>
            <numerusform>%n propozycje, najlepsze najpierw: wybierz jedną i naciśnij Otwórz.</numerusform>
            <numerusform>%n propozycji, najlepsze najpierw: wybierz jedną i naciśnij Otwórz.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot meet the brief: {0}</source>
        <translation>Nie da się spełnić wymagań: {0}</translation>
    </message>
</context>
<context>
    <name>HeatLegend</name>
    <message>
        <source>{share} or more</source>
        <translation>{share} lub więcej</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Double-click a tile in the palette</source>
        <translation>Dwuklik na kaflu w palecie</translation>
    </message>
    <message>
        <source>place it at the green open end</source>
        <translation>kładzie go na zielonym otwartym końcu</translation>
    </message>
    <message>
        <source>Shift+double-click a curve in the palette</source>
        <translation>Shift+dwuklik na zakręcie w palecie</translation>
    </message>
    <message>
        <source>place it bending left</source>
        <translation>kładzie go skręcający w lewo</translation>
    </message>
    <message>
        <source>Ctrl+double-click a curve in the palette</source>
        <translation>Ctrl+dwuklik na zakręcie w palecie</translation>
    </message>
    <message>
        <source>place it bending right</source>
        <translation>kładzie go skręcający w prawo</translation>
    </message>
    <message>
        <source>Drag a tile from the palette</source>
        <translation>Przeciągnięcie kafla z palety</translation>
    </message>
    <message>
        <source>place it on any hex (a preview shows how it lands)</source>
        <translation>kładzie go na dowolnym heksie (podgląd pokazuje, jak się ułoży)</translation>
    </message>
    <message>
        <source>Click an open-end marker</source>
        <translation>Kliknięcie znacznika otwartego końca</translation>
    </message>
    <message>
        <source>place the palette&apos;s tile there, or make that end active</source>
        <translation>kładzie tam kafel z palety albo uaktywnia ten koniec</translation>
    </message>
    <message>
        <source>Click / Ctrl+click a tile, drag on empty canvas</source>
        <translation>Kliknięcie / Ctrl+kliknięcie kafla, przeciąganie po pustym obszarze</translation>
    </message>
    <message>
        <source>select tiles</source>
        <translation>zaznacza kafle</translation>
    </message>
    <message>
        <source>Drag selected tiles</source>
        <translation>Przeciągnięcie zaznaczonych kafli</translation>
    </message>
    <message>
        <source>move them</source>
        <translation>przesuwa je</translation>
    </message>
    <message>
        <source>Ctrl+wheel</source>
        <translation>Ctrl+kółko</translation>
    </message>
    <message>
        <source>rotate the selection, or the tile under the mouse</source>
        <translation>obraca zaznaczenie albo kafel pod myszą</translation>
    </message>
    <message>
        <source>Right-click a tile or token</source>
        <translation>Prawy klik na kaflu lub żetonie</translation>
    </message>
    <message>
        <source>rotate, flip, delete, add or turn a token</source>
        <translation>obrót, odwrócenie, usunięcie; dodanie lub obrót żetonu</translation>
    </message>
    <message>
        <source>Double-click a START in the palette, then the next tiles: each goes on the green open end, turned to fit. Shift+double-click a curve to bend it left, Ctrl+double-click to bend it right; with a placed curve selected, [ and ] turn it. R / Shift+R rotate, F flips, right-click a tile for more. F1 lists every key.</source>
        <translation>Kliknij dwukrotnie START w palecie, potem kolejne kafle: każdy trafia na zielony otwarty koniec, obrócony tak, by pasował. Shift+dwuklik na zakręcie skręca go w lewo, Ctrl+dwuklik w prawo; gdy położony zakręt jest zaznaczony, [ i ] go obracają. R / Shift+R obracają, F odwraca, prawy klik na kaflu daje więcej. F1 pokazuje wszystkie klawisze.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Polecenie</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mysz</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Co robi</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Rozumiem</translation>
    </message>
    <message>
        <source>Documentation</source>
        <translation>Dokumentacja</translation>
    </message>
    <message>
        <source>The editor&apos;s documentation is docs/editor.md in pacenote&apos;s source (with README.md and the other docs/*.md files); Help → Keyboard shortcuts lists every key.</source>
        <translation>Dokumentacja edytora to docs/editor.md w źródłach pacenote (razem z README.md i pozostałymi plikami docs/*.md); Pomoc → Skróty klawiszowe pokazuje wszystkie klawisze.</translation>
    </message>
    <message>
        <source>About pacenote</source>
        <translation>O programie pacenote</translation>
    </message>
    <message>
        <source>&lt;b&gt;pacenote {version}&lt;/b&gt;&lt;p&gt;Build, check, test-drive and export stages for Rallyman: DIRT and Rallyman: GT. Not affiliated with the games&apos; publisher.&lt;/p&gt;&lt;p&gt;MIT licence.&lt;/p&gt;</source>
        <translation>&lt;b&gt;pacenote {version}&lt;/b&gt;&lt;p&gt;Buduj, sprawdzaj, testuj i eksportuj odcinki do Rallyman: DIRT i Rallyman: GT. Niezwiązany z wydawcą gier.&lt;/p&gt;&lt;p&gt;Licencja MIT.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Histogram</name>
    <message>
        <source>mean</source>
        <translation>średnia</translation>
    </message>
    <message>
        <source>par</source>
        <translation>wzorzec</translation>
    </message>
</context>
<context>
    <name>ImageOptionsDialog</name>
    <message>
        <source>Export picture</source>
        <translation>Eksportuj obraz</translation>
    </message>
    <message>
        <source>No title</source>
        <translation>Bez tytułu</translation>
    </message>
    <message>
        <source>Tile list beside the map</source>
        <translation>Lista kafli obok mapy</translation>
    </message>
    <message>
        <source> px per hex</source>
        <translation> px na heks</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Tytuł</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skala</translation>
    </message>
</context>
<context>
    <name>LanguageDialog</name>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>System language ({name})</source>
        <translation>Język systemu ({name})</translation>
    </message>
    <message>
        <source>The new language applies when the editor is restarted.</source>
        <translation>Nowy język zadziała po ponownym uruchomieniu edytora.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Tiles</source>
        <translation>Kafle</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Żetony</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Odcinek</translation>
    </message>
    <message>
        <source>&lt;as opened&gt;</source>
        <translation>&lt;jak otwarto&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>Test drive</source>
        <translation>Jazda próbna</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemy</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Rajd</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>&amp;Undo rally change</source>
        <translation>&amp;Cofnij zmianę rajdu</translation>
    </message>
    <message>
        <source>Red&amp;o rally change</source>
        <translation>P&amp;onów zmianę rajdu</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>b.d.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>New &amp;With Boxes</source>
        <translation>Nowy z p&amp;udełkami</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>Ra&amp;lly</source>
        <translation>&amp;Rajd</translation>
    </message>
    <message>
        <source>&amp;Drive</source>
        <translation>&amp;Jazda</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Powtórka</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nowy</translation>
    </message>
    <message>
        <source>New &amp;Rally</source>
        <translation>Nowy &amp;rajd</translation>
    </message>
    <message>
        <source>A rally of several stages, one tab each, saved as a .rally.json</source>
        <translation>Rajd z kilku odcinków, każdy w swojej karcie, zapisany jako .rally.json</translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation>&amp;Generuj…</translation>
    </message>
    <message>
        <source>Generate stages to a brief (boxes, length, difficulty, table) and open one</source>
        <translation>Generuj odcinki według wymagań (pudełka, długość, trudność, stół) i otwórz jeden</translation>
    </message>
    <message>
        <source>Rallyman: &amp;DIRT stage</source>
        <translation>Odcinek Rallyman: &amp;DIRT</translation>
    </message>
    <message>
        <source>New empty stage with the tiles of tileset {name}</source>
        <translation>Nowy pusty odcinek z kaflami zestawu {name}</translation>
    </message>
    <message>
        <source>Rallyman: &amp;GT circuit</source>
        <translation>Tor Rallyman: &amp;GT</translation>
    </message>
    <message>
        <source>DIRT stage with GT &amp;asphalt</source>
        <translation>Odcinek DIRT z &amp;asfaltem GT</translation>
    </message>
    <message>
        <source>DIRT stage with &amp;expansions (Monte Carlo / 110% / Climb 301–326)</source>
        <translation>Odcinek DIRT z &amp;rozszerzeniami (Monte Carlo / 110% / Climb 301–326)</translation>
    </message>
    <message>
        <source>GT circuit with e&amp;xpansion pieces (121–154)</source>
        <translation>Tor GT z elementami roz&amp;szerzeń (121–154)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>Otwórz os&amp;tatnie</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Import Rekee / .rgt…</source>
        <translation>&amp;Importuj Rekee / .rgt…</translation>
    </message>
    <message>
        <source>Export as Rekee &amp;JSON…</source>
        <translation>&amp;Eksportuj jako JSON Rekee…</translation>
    </message>
    <message>
        <source>E&amp;xport as .rgt…</source>
        <translation>Ek&amp;sportuj jako .rgt…</translation>
    </message>
    <message>
        <source>Export &amp;picture (PNG/SVG)…</source>
        <translation>Eksportuj o&amp;braz (PNG/SVG)…</translation>
    </message>
    <message>
        <source>Export printable bui&amp;ld guide (PDF)…</source>
        <translation>Eksportuj instrukcję budowy do &amp;druku (PDF)…</translation>
    </message>
    <message>
        <source>The stage&apos;s build guide, ready to print (as pacenote export writes it)</source>
        <translation>Instrukcja budowy odcinka gotowa do druku (tak jak zapisuje ją pacenote export)</translation>
    </message>
    <message>
        <source>Export rally &amp;booklet (PDF)…</source>
        <translation>Eksportuj &amp;książeczkę rajdu (PDF)…</translation>
    </message>
    <message>
        <source>Cover, every stage&apos;s build guide and the rally sheet (as pacenote export RALLY -o FILE.pdf writes them)</source>
        <translation>Okładka, instrukcja budowy każdego odcinka i arkusz rajdu (tak, jak zapisuje je pacenote export RALLY -o FILE.pdf)</translation>
    </message>
    <message>
        <source>Export rally b&amp;undle (folder)…</source>
        <translation>Eksportuj &amp;pakiet rajdu (folder)…</translation>
    </message>
    <message>
        <source>The folder a rally director prints or shares: booklet, stage files, pictures, pick list, index.html (as pacenote export RALLY -o DIR/)</source>
        <translation>Folder, który dyrektor rajdu drukuje lub udostępnia: książeczka, pliki odcinków, obrazy, lista kafli, index.html (jak pacenote export RALLY -o DIR/)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Zakoń&amp;cz</translation>
    </message>
    <message>
        <source>&amp;Place at the open end</source>
        <translation>Połóż na otwartym &amp;końcu</translation>
    </message>
    <message>
        <source>Place the palette&apos;s tile where the course goes on</source>
        <translation>Połóż kafel z palety tam, gdzie trasa biegnie dalej</translation>
    </message>
    <message>
        <source>Rotate &amp;clockwise</source>
        <translation>Obróć &amp;zgodnie z zegarem</translation>
    </message>
    <message>
        <source>Rotate counter-clockwise</source>
        <translation>Obróć przeciwnie do zegara</translation>
    </message>
    <message>
        <source>Curve turning &amp;left</source>
        <translation>Zakręt w &amp;lewo</translation>
    </message>
    <message>
        <source>Turn the selected curve to bend left, or place the palette&apos;s curve so (also Shift+double-click in the palette)</source>
        <translation>Obróć zaznaczony zakręt w lewo lub połóż tak zakręt z palety (też Shift+dwuklik w palecie)</translation>
    </message>
    <message>
        <source>Curve turning righ&amp;t</source>
        <translation>Zakręt w p&amp;rawo</translation>
    </message>
    <message>
        <source>Turn the selected curve to bend right, or place the palette&apos;s curve so (also Ctrl+double-click in the palette)</source>
        <translation>Obróć zaznaczony zakręt w prawo lub połóż tak zakręt z palety (też Ctrl+dwuklik w palecie)</translation>
    </message>
    <message>
        <source>&amp;Flip to the other side</source>
        <translation>&amp;Odwróć na drugą stronę</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>Zaznacz &amp;wszystko</translation>
    </message>
    <message>
        <source>Centre the &amp;map</source>
        <translation>Wyśrodkuj &amp;mapę</translation>
    </message>
    <message>
        <source>Move the whole stage so its middle is at the origin</source>
        <translation>Przesuń cały odcinek tak, by jego środek był w początku układu</translation>
    </message>
    <message>
        <source>&amp;New stage in the rally</source>
        <translation>&amp;Nowy odcinek w rajdzie</translation>
    </message>
    <message>
        <source>&amp;Add stage file to the rally…</source>
        <translation>&amp;Dodaj plik odcinka do rajdu…</translation>
    </message>
    <message>
        <source>&amp;Remove stage from the rally</source>
        <translation>&amp;Usuń odcinek z rajdu</translation>
    </message>
    <message>
        <source>Ne&amp;xt stage</source>
        <translation>Nas&amp;tępny odcinek</translation>
    </message>
    <message>
        <source>Pre&amp;vious stage</source>
        <translation>&amp;Poprzedni odcinek</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Powiększ</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Pomn&amp;iejsz</translation>
    </message>
    <message>
        <source>Zoom to &amp;fit</source>
        <translation>&amp;Dopasuj do okna</translation>
    </message>
    <message>
        <source>Problem &amp;badges on tiles</source>
        <translation>Zn&amp;aczniki problemów na kaflach</translation>
    </message>
    <message>
        <source>Cycle tile &amp;labels (ids / pacenotes / none)</source>
        <translation>Przełącz &amp;etykiety kafli (id / notatki / brak)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Every key of the editor, from this table</source>
        <translation>Wszystkie klawisze edytora, z tej tabeli</translation>
    </message>
    <message>
        <source>&amp;Tips for building a stage</source>
        <translation>&amp;Wskazówki do budowy odcinka</translation>
    </message>
    <message>
        <source>The editor&apos;s &amp;documentation</source>
        <translation>&amp;Dokumentacja edytora</translation>
    </message>
    <message>
        <source>&amp;About pacenote</source>
        <translation>&amp;O programie pacenote</translation>
    </message>
    <message>
        <source>class: {size}</source>
        <translation>klasa: {size}</translation>
    </message>
    <message>
        <source>empty stage: double-click a START tile in the palette</source>
        <translation>pusty odcinek: kliknij dwukrotnie kafel START w palecie</translation>
    </message>
    <message>
        <source>course: START → FINISH</source>
        <translation>trasa: START → FINISH</translation>
    </message>
    <message>
        <source>course: open</source>
        <translation>trasa: otwarta</translation>
    </message>
    <message>
        <source>course: {problem}</source>
        <translation>trasa: {problem}</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>bend</source>
        <translation>łuk</translation>
    </message>
    <message>
        <source>corner</source>
        <translation>zakręt</translation>
    </message>
    <message>
        <source>finish</source>
        <translation>meta</translation>
    </message>
    <message>
        <source>pit</source>
        <translation>pit stop</translation>
    </message>
    <message>
        <source>s-bend</source>
        <translation>esy</translation>
    </message>
    <message>
        <source>service</source>
        <translation>pomoc mechaników</translation>
    </message>
    <message>
        <source>start</source>
        <translation>start</translation>
    </message>
    <message>
        <source>start-finish</source>
        <translation>start-meta</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>prosta</translation>
    </message>
    <message>
        <source>wavy</source>
        <translation>falista</translation>
    </message>
    <message>
        <source>shortcut</source>
        <translation>skrót</translation>
    </message>
    <message>
        <source>jump</source>
        <translation>skok</translation>
    </message>
    <message>
        <source>ford</source>
        <translation>przeszkoda wodna</translation>
    </message>
    <message>
        <source>slide</source>
        <translation>sliding</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>low</source>
        <translation>niski</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>średni</translation>
    </message>
    <message>
        <source>high</source>
        <translation>wysoki</translation>
    </message>
    <message>
        <source>{level} danger</source>
        <translation>zagrożenie: {level}</translation>
    </message>
    <message>
        <source>limits {values}</source>
        <translation>limity {values}</translation>
    </message>
    <message>
        <source>Search: 210, corner, high…</source>
        <translation>Szukaj: 210, corner, high…</translation>
    </message>
    <message>
        <source>any kind</source>
        <translation>dowolny rodzaj</translation>
    </message>
    <message>
        <source>any danger</source>
        <translation>dowolne zagrożenie</translation>
    </message>
    <message>
        <source>any</source>
        <translation>dowolny</translation>
    </message>
    <message>
        <source>speed limit</source>
        <translation>ograniczenie prędkości</translation>
    </message>
    <message>
        <source>to</source>
        <translation>do</translation>
    </message>
</context>
<context>
    <name>RallyController</name>
    <message>
        <source>Remove stage</source>
        <translation>Usuń odcinek</translation>
    </message>
    <message>
        <source>{label} has unsaved changes. Remove it from the rally anyway? Its file on disk is kept as last saved.</source>
        <translation>{label} ma niezapisane zmiany. Usunąć go mimo to z rajdu? Jego plik na dysku zostaje w ostatnio zapisanej wersji.</translation>
    </message>
    <message>
        <source>{label} removed: Rally → Undo rally change brings it back</source>
        <translation>Usunięto {label}: Rajd → Cofnij zmianę rajdu przywraca go</translation>
    </message>
    <message>
        <source>History: rally</source>
        <translation>Historia: rajd</translation>
    </message>
    <message>
        <source>History: {label}</source>
        <translation>Historia: {label}</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
</context>
<context>
    <name>RallyExport</name>
    <message>
        <source>Save the rally first</source>
        <translation>Najpierw zapisz rajd</translation>
    </message>
    <message>
        <source>The export is made from the rally file as saved. Save the rally now?</source>
        <translation>Eksport powstaje z pliku rajdu w zapisanej postaci. Zapisać rajd teraz?</translation>
    </message>
    <message>
        <source>Export rally booklet</source>
        <translation>Eksportuj książeczkę rajdu</translation>
    </message>
    <message>
        <source>Export rally bundle: name the folder to write</source>
        <translation>Eksportuj pakiet rajdu: podaj nazwę folderu do zapisu</translation>
    </message>
    <message>
        <source>Folder (*)</source>
        <translation>Folder (*)</translation>
    </message>
    <message>
        <source>Cannot export the booklet</source>
        <translation>Nie można wyeksportować książeczki</translation>
    </message>
    <message>
        <source>{pages} pages</source>
        <translation>stron: {pages}</translation>
    </message>
    <message>
        <source>Cannot export the bundle</source>
        <translation>Nie można wyeksportować pakietu</translation>
    </message>
    <message>
        <source>{files} files</source>
        <translation>plików: {files}</translation>
    </message>
    <message>
        <source>Exported with warnings</source>
        <translation>Wyeksportowano z ostrzeżeniami</translation>
    </message>
    <message>
        <source>Exported {path} ({what})</source>
        <translation>Wyeksportowano {path} ({what})</translation>
    </message>
</context>
<context>
    <name>RallyPanel</name>
    <message>
        <source>Stage</source>
        <translation>Odcinek</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Plik</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Kafle</translation>
    </message>
    <message>
        <source>Road tiles</source>
        <translation>Kafle trasy</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasa</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Pudełka</translation>
    </message>
    <message>
        <source>Service after</source>
        <translation>Pomoc mechaników po</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Błędy</translation>
    </message>
    <message>
        <source>unknown tiles</source>
        <translation>nieznane kafle</translation>
    </message>
    <message>
        <source>no course</source>
        <translation>brak trasy</translation>
    </message>
    <message>
        <source>a {size} rally, about {minutes} min</source>
        <translation>rajd «{size}», około {minutes} min</translation>
    </message>
    <message>
        <source>class once every stage runs START → FINISH</source>
        <translation>klasa, gdy każdy odcinek prowadzi od START do FINISH</translation>
    </message>
    <message>
        <source>no box needed yet</source>
        <translation>jeszcze nie trzeba pudełka</translation>
    </message>
    <message>
        <source>Rally name</source>
        <translation>Nazwa rajdu</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Players: not said (4)</source>
        <translation>Gracze: nie podano (4)</translation>
    </message>
    <message>
        <source>Players: </source>
        <translation>Gracze: </translation>
    </message>
    <message>
        <source>Drivers taking part: the rally sheet&apos;s columns and the test drive&apos;s cars</source>
        <translation>Startujący kierowcy: kolumny arkusza rajdu i samochody jazdy próbnej</translation>
    </message>
    <message>
        <source>Boxes: </source>
        <translation>Pudełka: </translation>
    </message>
    <message>
        <source>Copies of the tile box the organisers have (the rally&apos;s stage checks count tiles against them)</source>
        <translation>Egzemplarze pudełka z kaflami, które mają organizatorzy (kontrole odcinków liczą według nich kafle)</translation>
    </message>
    <message>
        <source>or box names: dirt-core,dirt-110-percent</source>
        <translation>lub nazwy pudełek: dirt-core,dirt-110-percent</translation>
    </message>
    <message>
        <source>The boxes the organisers have, by name (docs/tiles.md, Boxes), comma-separated, NAME:COUNT for several copies; empty: the count on the left</source>
        <translation>Pudełka z kaflami, które mają organizatorzy, według nazw (docs/tiles.md, Boxes), rozdzielone przecinkami, NAZWA:LICZBA dla kilku egzemplarzy; puste: liczba po lewej</translation>
    </message>
    <message>
        <source>New stage</source>
        <translation>Nowy odcinek</translation>
    </message>
    <message>
        <source>An empty stage after the current one</source>
        <translation>Pusty odcinek po bieżącym</translation>
    </message>
    <message>
        <source>Add stage file…</source>
        <translation>Dodaj plik odcinka…</translation>
    </message>
    <message>
        <source>An existing stage file (in the rally&apos;s folder)</source>
        <translation>Istniejący plik odcinka (w folderze rajdu)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Take the current stage out of the rally (its file stays)</source>
        <translation>Wyjmij bieżący odcinek z rajdu (jego plik zostaje)</translation>
    </message>
    <message>
        <source>◀ Earlier</source>
        <translation>◀ Wcześniej</translation>
    </message>
    <message>
        <source>Run the current stage earlier</source>
        <translation>Przejedź bieżący odcinek wcześniej</translation>
    </message>
    <message>
        <source>Later ▶</source>
        <translation>Później ▶</translation>
    </message>
    <message>
        <source>Run the current stage later</source>
        <translation>Przejedź bieżący odcinek później</translation>
    </message>
    <message>
        <source>Rally findings</source>
        <translation>Uwagi do rajdu</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>on the road</source>
        <translation>na drodze</translation>
    </message>
    <message>
        <source>beside the road (crashed)</source>
        <translation>obok drogi (wypadek)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>na mecie</translation>
    </message>
    <message>
        <source>retired</source>
        <translation>wycofany</translation>
    </message>
    <message>
        <source>stuck</source>
        <translation>utknął</translation>
    </message>
    <message>
        <source>car {n}</source>
        <translation>samochód {n}</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>Stale: the stage has changed since this test drive (the cars are hidden). Test drive again to replay.</source>
        <translation>Nieaktualne: odcinek zmienił się od tej jazdy próbnej (samochody są ukryte). Jedź ponownie, aby odtworzyć.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Powtórka</translation>
    </message>
    <message>
        <source>&amp;Replay a run of the test drive</source>
        <translation>&amp;Powtórz przejazd jazdy próbnej</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ Pierwszy</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Wstecz</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Odtwórz</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Dalej ▶</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>Ostatni ▶|</translation>
    </message>
    <message>
        <source>Round back</source>
        <translation>Runda wstecz</translation>
    </message>
    <message>
        <source>Round forward</source>
        <translation>Runda dalej</translation>
    </message>
    <message>
        <source>of {runs} (0 to {last})</source>
        <translation>z {runs} (0 do {last})</translation>
    </message>
    <message>
        <source>Tracing run {run}…</source>
        <translation>Śledzenie przejazdu {run}…</translation>
    </message>
    <message>
        <source>{label}, one stage of the rally&apos;s race: its legs before and after are raced too</source>
        <translation>{label}, jeden odcinek wyścigu rajdu: odcinki przed nim i po nim też są przejechane</translation>
    </message>
    <message>
        <source>Cannot replay: {reason}</source>
        <translation>Nie można odtworzyć: {reason}</translation>
    </message>
    <message>
        <source>Test drive first (Ctrl+T, 1-6 players): then step through one of its runs here.</source>
        <translation>Najpierw jazda próbna (Ctrl+T, 1-6 graczy): potem przejdź tu krok po kroku jeden z jej przejazdów.</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pauza</translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <source>Car</source>
        <translation>Samochód</translation>
    </message>
    <message>
        <source>Dice rolled</source>
        <translation>Rzucone kości</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Pola</translation>
    </message>
    <message>
        <source>Gear</source>
        <translation>Bieg</translation>
    </message>
    <message>
        <source>Time card</source>
        <translation>Karta czasu</translation>
    </message>
    <message>
        <source>Control</source>
        <translation>Kontrola</translation>
    </message>
    <message>
        <source>Gear token</source>
        <translation>Żeton biegu</translation>
    </message>
    <message>
        <source>, leader dice</source>
        <translation>, kości lidera</translation>
    </message>
    <message>
        <source>, plan changed by the cars around</source>
        <translation>, plan zmieniony przez pobliskie samochody</translation>
    </message>
    <message>
        <source>LOSS OF CONTROL: {card}</source>
        <translation>UTRATA KONTROLI: {card}</translation>
    </message>
    <message>
        <source>, damage {tokens}</source>
        <translation>, uszkodzenie {tokens}</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>utrzymana</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>stays in {cell}</source>
        <translation>zostaje na {cell}</translation>
    </message>
    <message>
        <source>Which run of the test drive to replay (the same run `pacenote drive --trace --trace-run N` prints)</source>
        <translation>Który przejazd jazdy próbnej odtworzyć (ten sam, który drukuje `pacenote drive --trace --trace-run N`)</translation>
    </message>
    <message>
        <source>Rounds: drag to a round to see where the cars were at its end (Alt+PgUp / Alt+PgDown: a round back / forward)</source>
        <translation>Rundy: przeciągnij do rundy, aby zobaczyć, gdzie były samochody na jej końcu (Alt+PgUp / Alt+PgDown: runda wstecz / dalej)</translation>
    </message>
    <message>
        <source>car</source>
        <translation>samochód</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>pole</translation>
    </message>
    <message>
        <source>where</source>
        <translation>gdzie</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Przejazd</translation>
    </message>
    <message>
        <source>Cars after this turn</source>
        <translation>Samochody po tej turze</translation>
    </message>
    <message>
        <source>The turn as `pacenote drive --trace` prints it</source>
        <translation>Tura tak, jak drukuje ją `pacenote drive --trace`</translation>
    </message>
    <message>
        <source>round {n} of {count}</source>
        <translation>runda {n} z {count}</translation>
    </message>
    <message>
        <source>{label}: round {round}, turn {n} of {count} (turn {index} of {turns} in the race)</source>
        <translation>{label}: runda {round}, tura {n} z {count} (tura {index} z {turns} w wyścigu)</translation>
    </message>
</context>
<context>
    <name>Severity</name>
    <message>
        <source>no problems</source>
        <translation>brak problemów</translation>
    </message>
</context>
<context>
    <name>StagePanel</name>
    <message>
        <source>Figures</source>
        <translation>Dane</translation>
    </message>
    <message>
        <source>Boxes needed</source>
        <translation>Potrzebne pudełka</translation>
    </message>
    <message>
        <source>Placed</source>
        <translation>Położone</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Długość</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Nawierzchnia</translation>
    </message>
    <message>
        <source>Danger</source>
        <translation>Zagrożenie</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasa</translation>
    </message>
    <message>
        <source>Playing time</source>
        <translation>Czas gry</translation>
    </message>
    <message>
        <source>gravel</source>
        <translation>szuter</translation>
    </message>
    <message>
        <source>asphalt</source>
        <translation>asfalt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>low</source>
        <translation>niski</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>standardowy</translation>
    </message>
    <message>
        <source>high</source>
        <translation>wysoki</translation>
    </message>
    <message>
        <source>short</source>
        <translation>krótki</translation>
    </message>
    <message>
        <source>long</source>
        <translation>długi</translation>
    </message>
    <message>
        <source>being counted…</source>
        <translation>liczenie…</translation>
    </message>
    <message>
        <source>rally&apos;s</source>
        <translation>rajdu</translation>
    </message>
    <message>
        <source>own</source>
        <translation>własne</translation>
    </message>
    <message>
        <source>{need} ({whose} {boxes}: short of tile {short})</source>
        <translation>{need} ({whose} {boxes}: brakuje kafli {short})</translation>
    </message>
    <message>
        <source>no course yet</source>
        <translation>jeszcze brak trasy</translation>
    </message>
    <message>
        <source>– (once START → FINISH is complete)</source>
        <translation>– (gdy START → FINISH będzie kompletne)</translation>
    </message>
    <message>
        <source>Stage name (titles the PDF and picture)</source>
        <translation>Nazwa odcinka (tytuł PDF i obrazu)</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Notes: anything players should know</source>
        <translation>Uwagi: wszystko, co gracze powinni wiedzieć</translation>
    </message>
    <message>
        <source>or box names: dirt-core,dirt-110-percent</source>
        <translation>lub nazwy pudełek: dirt-core,dirt-110-percent</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Uwagi</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Pudełka</translation>
    </message>
    <message>
        <source>The boxes, by name (docs/tiles.md, Boxes), comma-separated, NAME:COUNT for several copies: each counts its own pieces; empty: the count above</source>
        <translation>Pudełka z kaflami, według nazw (docs/tiles.md, Boxes), rozdzielone przecinkami, NAZWA:LICZBA dla kilku egzemplarzy: każde liczy własne elementy; puste: liczba powyżej</translation>
    </message>
    <message>
        <source>The rally file&apos;s boxes: copies of the tile box the organisers have (the Rally dock&apos;s Boxes; a change is a rally change)</source>
        <translation>Pudełka z pliku rajdu: egzemplarze pudełka z kaflami organizatorów (Pudełka w panelu Rajd; zmiana to zmiana rajdu)</translation>
    </message>
    <message>
        <source>How many game boxes you own: tiles per box × boxes can be placed; the palette shows how many are left</source>
        <translation>Ile pudełek gry masz: można położyć kafle z pudełka × pudełka; paleta pokazuje, ile zostało</translation>
    </message>
    <message>
        <source> (the boxes named below count)</source>
        <translation> (liczą się pudełka podane niżej)</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>pacenote editor</source>
        <translation>edytor pacenote</translation>
    </message>
    <message>
        <source>Build a Rallyman: DIRT stage from the game&apos;s tiles, check it and test-drive it.</source>
        <translation>Zbuduj odcinek Rallyman: DIRT z kafli gry, sprawdź go i wypróbuj.</translation>
    </message>
    <message>
        <source>New stage</source>
        <translation>Nowy odcinek</translation>
    </message>
    <message>
        <source>New rally</source>
        <translation>Nowy rajd</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otwórz…</translation>
    </message>
    <message>
        <source>Import Rekee / .rgt…</source>
        <translation>Importuj Rekee / .rgt…</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Otwórz ostatnie</translation>
    </message>
    <message>
        <source>Open an example</source>
        <translation>Otwórz przykład</translation>
    </message>
    <message>
        <source>Open an example rally</source>
        <translation>Otwórz przykładowy rajd</translation>
    </message>
    <message>
        <source>No recent files yet</source>
        <translation>Brak ostatnich plików</translation>
    </message>
    <message>
        <source>No examples here (a source checkout has them)</source>
        <translation>Brak przykładów (ma je kopia kodu źródłowego)</translation>
    </message>
    <message>
        <source>No example rallies here (a source checkout has them)</source>
        <translation>Brak przykładowych rajdów (ma je kopia kodu źródłowego)</translation>
    </message>
</context>
<context>
    <name>TestDriveController</name>
    <message>
        <source>AI driver for the test drive</source>
        <translation>Kierowca SI jazdy próbnej</translation>
    </message>
    <message>
        <source>Solo time trials, or races with 2 or more players (by default {solo} and {races}, as pacenote drive)</source>
        <translation>Samotne jazdy na czas albo wyścigi 2 lub więcej graczy (domyślnie {solo} i {races}, jak pacenote drive)</translation>
    </message>
    <message>
        <source>Same seed, same dice, same result</source>
        <translation>To samo ziarno, te same kości, ten sam wynik</translation>
    </message>
    <message>
        <source>Whole rally</source>
        <translation>Cały rajd</translation>
    </message>
    <message>
        <source>Test &amp;drive</source>
        <translation>&amp;Jazda próbna</translation>
    </message>
    <message>
        <source>&amp;Cancel test drive</source>
        <translation>&amp;Anuluj jazdę próbną</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>&amp;Heat map (test drive)</source>
        <translation>&amp;Mapa ciepła (jazda próbna)</translation>
    </message>
    <message>
        <source>&amp;Congestion map (race)</source>
        <translation>Mapa &amp;zatłoczenia (wyścig)</translation>
    </message>
    <message>
        <source>Test drive</source>
        <translation>Jazda próbna</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Kierowca</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Przejazdy</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Ziarno</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Cannot test-drive: {reason}</source>
        <translation>Jazda próbna niemożliwa: {reason}</translation>
    </message>
    <message>
        <source>, {n} players</source>
        <translation>, graczy: {n}</translation>
    </message>
    <message>
        <source>, the whole rally ({n} stages)</source>
        <translation>, cały rajd (odcinki: {n})</translation>
    </message>
    <message>
        <source>This test drive&apos;s figures, heat map and replay are {label}&apos;s; show {label} to see them (nothing has changed since).</source>
        <translation>Dane, mapa ciepła i powtórka tej jazdy próbnej dotyczą {label}; pokaż {label}, aby je zobaczyć (od tego czasu nic się nie zmieniło).</translation>
    </message>
    <message>
        <source>Stale: the stage has changed since this test drive.</source>
        <translation>Nieaktualne: odcinek zmienił się od tej jazdy próbnej.</translation>
    </message>
    <message>
        <source>Test drive cancelled</source>
        <translation>Jazda próbna anulowana</translation>
    </message>
    <message>
        <source>Test drive failed: {reason}</source>
        <translation>Jazda próbna nie powiodła się: {reason}</translation>
    </message>
    <message>
        <source>Test drive (Ctrl+T)</source>
        <translation>Jazda próbna (Ctrl+T)</translation>
    </message>
    <message>
        <source>Test drive needs a complete course: {reason}</source>
        <translation>Jazda próbna wymaga pełnej trasy: {reason}</translation>
    </message>
</context>
<context>
    <name>TileItem</name>
    <message>
        <source>service park</source>
        <translation>pomoc mechaników</translation>
    </message>
    <message>
        <source>flat out</source>
        <translation>gaz do dechy</translation>
    </message>
    <message>
        <source>Next tile here: click to place the selected palette tile</source>
        <translation>Następny kafel tutaj: kliknij, aby położyć kafel wybrany w palecie</translation>
    </message>
    <message>
        <source>Open end: click to continue the course here</source>
        <translation>Otwarty koniec: kliknij, aby kontynuować tu trasę</translation>
    </message>
</context>
<context>
    <name>TokenMenu</name>
    <message>
        <source>Mud spray</source>
        <translation>Rozbryzg błota</translation>
    </message>
    <message>
        <source>Chicane with a speed limit</source>
        <translation>Szykana z limitem prędkości</translation>
    </message>
    <message>
        <source>Chicane</source>
        <translation>Szykana</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Woda</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Skok</translation>
    </message>
    <message>
        <source>Climb: ascent</source>
        <translation>Podjazd: w górę</translation>
    </message>
    <message>
        <source>Climb: descent</source>
        <translation>Podjazd: w dół</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Chmura</translation>
    </message>
    <message>
        <source>Oxygen</source>
        <translation>Tlen</translation>
    </message>
    <message>
        <source>Joker lap: entrance</source>
        <translation>Okrążenie jokera: wjazd</translation>
    </message>
    <message>
        <source>Joker lap: exit</source>
        <translation>Okrążenie jokera: wyjazd</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Meta</translation>
    </message>
    <message>
        <source>Rotate clockwise</source>
        <translation>Obróć zgodnie z zegarem</translation>
    </message>
    <message>
        <source>Rotate counter-clockwise</source>
        <translation>Obróć przeciwnie do zegara</translation>
    </message>
    <message>
        <source>Flip to the other side</source>
        <translation>Odwróć na drugą stronę</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Place {tile} here</source>
        <translation>Połóż {tile} tutaj</translation>
    </message>
    <message>
        <source>Turn the {name} token</source>
        <translation>Obróć żeton {name}</translation>
    </message>
    <message>
        <source>Remove the {name} token</source>
        <translation>Usuń żeton {name}</translation>
    </message>
    <message>
        <source>Add token here</source>
        <translation>Dodaj żeton tutaj</translation>
    </message>
</context>
<context>
    <name>TokenPalette</name>
    <message>
        <source>Drag onto a tile, or double-click to lay it on the selected tile</source>
        <translation>Przeciągnij na kafel albo kliknij dwukrotnie, by położyć go na zaznaczonym kaflu</translation>
    </message>
</context>
</TS>
