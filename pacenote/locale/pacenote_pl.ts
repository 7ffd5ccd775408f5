<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en">
<context>
    <name>pacenote</name>
    <message>
        <location filename="../../cli/__init__.py" line="71"/>
        <source>pacenote: error: {message}</source>
        <translation>pacenote: błąd: {message}</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="76"/>
        <source>Usage:</source>
        <translation>Użycie:</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="76"/>
        <source>Show this message and exit.</source>
        <translation>Pokazuje ten komunikat i kończy.</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="76"/>
        <source>Arguments</source>
        <translation>Argumenty</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="77"/>
        <source>Options</source>
        <translation>Opcje</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="77"/>
        <source>Commands</source>
        <translation>Polecenia</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="77"/>
        <source>[default: {}]</source>
        <translation>[domyślnie: {}]</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="77"/>
        <source>[required]</source>
        <translation>[wymagane]</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="78"/>
        <source>Error</source>
        <translation>Błąd</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="174"/>
        <source>[default: off]</source>
        <translation>[domyślnie: wyłączone]</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="255"/>
        <source>Build, check, test-drive and export Rallyman: DIRT stages.</source>
        <translation>Buduj, sprawdzaj, testuj i eksportuj odcinki Rallyman: DIRT.</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="257"/>
        <source>Show the version and exit.</source>
        <translation>Pokazuje wersję i kończy.</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="259"/>
        <source>Language of the output: en, es, it, pl, ru, fr or de (default: the locale's, LANG).</source>
        <translation>Język wyników: en, es, it, pl, ru, fr lub de (domyślnie: z ustawień regionalnych, LANG).</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="263"/>
        <source>Files named on the command line may come from this folder only: a symlink leading out of it is not read (default: the current folder).</source>
        <translation>Pliki podane w wierszu poleceń mogą pochodzić tylko z tego folderu: dowiązanie symboliczne prowadzące poza niego nie jest czytane (domyślnie: bieżący folder).</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="268"/>
        <source>Read named files through symlinks leading out of the --root folder.</source>
        <translation>Czytaj podane pliki także przez dowiązania symboliczne prowadzące poza folder --root.</translation>
    </message>
    <message>
        <location filename="../../cli/boxes.py" line="10"/>
        <source>The boxes you own: box names, comma-separated (dirt-core,dirt-110-percent; NAME:COUNT for several copies), or a count N: N copies of the box of each tileset the stage uses (rallies say their own). An unknown name is refused with the list of known ones.</source>
        <translation>Posiadane pudełka: nazwy pudełek rozdzielone przecinkami (dirt-core,dirt-110-percent; NAZWA:LICZBA dla kilku egzemplarzy) albo liczba N: N egzemplarzy pudełka każdego zestawu kafli, którego używa odcinek (rajdy podają własne). Nieznana nazwa jest odrzucana z listą znanych.</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="32"/>
        <source>Convert a stage between pacenote (.stage.json), Rekee (.json) and .rgt.</source>
        <translation>Konwertuje odcinek między pacenote (.stage.json), Rekee (.json) i .rgt.</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="33"/>
        <source>Stage file to read (.stage.json, .json, .rgt).</source>
        <translation>Plik odcinka do odczytu (.stage.json, .json, .rgt).</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="34"/>
        <source>File to write.</source>
        <translation>Plik do zapisu.</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="36"/>
        <source>Output format. [default: from the output file name]</source>
        <translation>Format wyjściowy. [domyślnie: z nazwy pliku wyjściowego]</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="38"/>
        <source>Allow overwriting the input file, or a read-only file.</source>
        <translation>Pozwala nadpisać plik wejściowy albo plik tylko do odczytu.</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="42"/>
        <source>is the input file; use --force to overwrite it</source>
        <translation>to plik wejściowy; użyj --force, aby go nadpisać</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="47"/>
        <source>wrote {path} ({format}): {tiles}, {tokens}</source>
        <translation>zapisano {path} ({format}): {tiles}, {tokens}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/convert.py" line="49"/>
        <source>{n} token</source>
        <comment>{n} tokens</comment>
        <translation>
            <numerusform>{n} żeton</numerusform>
            <numerusform>{n} żetony</numerusform>
            <numerusform>{n} żetonów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="53"/>
        <source>; {source} was {how}</source>
        <translation>; {source} był {how}</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="54"/>
        <source>; not representable: {what}</source>
        <translation>; nie do zapisania: {what}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="61"/>
        <source>[default: the file's option, else the GT ruleset's: on]</source>
        <translation>[domyślnie: opcja pliku, w przeciwnym razie zestawu zasad GT: on]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="62"/>
        <source>[default: the file's option, else the GT ruleset's: dry]</source>
        <translation>[domyślnie: opcja pliku, w przeciwnym razie zestawu zasad GT: dry]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="63"/>
        <source>[default: the file's option, else the GT ruleset's: bag]</source>
        <translation>[domyślnie: opcja pliku, w przeciwnym razie zestawu zasad GT: bag]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="64"/>
        <source>GT: a weather token drawn flips every dashboard (on), or is put back and another drawn (off). {default}</source>
        <translation>GT: wylosowany żeton pogody odwraca każdy kokpit (on) albo wraca i losuje się inny (off). {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="66"/>
        <source>GT: the weather at the start of the race (each car starts on the tyres that suit it). {default}</source>
        <translation>GT: pogoda na starcie wyścigu (każdy samochód startuje na oponach, które do niej pasują). {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="69"/>
        <source>GT: weather tokens drawn go back into the bag, or stay aside for the rest of the race. {default}</source>
        <translation>GT: wylosowane żetony pogody wracają do woreczka albo zostają odłożone do końca wyścigu. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="75"/>
        <source>[default: the rally file's option, else the ruleset's: off]</source>
        <translation>[domyślnie: opcja z pliku rajdu, a w jej braku z zestawu zasad: wyłączona]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="76"/>
        <source>[default: the rally file's option, else the ruleset's: on]</source>
        <translation>[domyślnie: opcja z pliku rajdu, a w jej braku z zestawu zasad: włączona]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="77"/>
        <source>[default: the rally file's option, else the ruleset's: once]</source>
        <translation>[domyślnie: opcja z pliku rajdu, a w jej braku z zestawu zasad: once]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="78"/>
        <source>A circuit race (GT, or DIRT tiles round the RX 401): laps. [default: the circuit file's, else 1]</source>
        <translation>Wyścig na torze (GT albo kafle DIRT wokół RX 401): okrążenia. [domyślnie: z pliku toru, a w jego braku 1]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="80"/>
        <source>An RX circuit's joker branch: every car takes it once per race, or free (a road like any other). {default}</source>
        <translation>Odgałęzienie jokera na torze RX: każdy samochód jedzie nim raz na wyścig albo dowolnie (free: droga jak każda inna). {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="86"/>
        <source>Extra -1 mud token(s) on a course tile, numbered from 1 as pacenote graph numbers them (TOKENS: 1 if left out). Repeatable. [default: none]</source>
        <translation>Dodatkowe żetony błota -1 na kaflu trasy, numerowanym od 1 jak w pacenote graph (TOKENS: 1, jeśli pominięte). Można powtarzać. [domyślnie: brak]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="101"/>
        <source>unknown driver {name}; choose from {names}</source>
        <translation>nieznany kierowca {name}; wybierz spośród {names}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="119"/>
        <source>{item} is not COURSE_TILE[=TOKENS] (COURSE_TILE 1 or more, as pacenote graph numbers the tiles; TOKENS 1 or more)</source>
        <translation>{item} to nie COURSE_TILE[=TOKENS] (COURSE_TILE 1 lub więcej, jak pacenote graph numeruje kafle; TOKENS 1 lub więcej)</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="127"/>
        <source>Test-drive a stage solo, race cars on it, or race a whole rally.

STAGE alone: time trials of one car; with --players N: N cars race on it; RALLY: the
cars race every stage. The report gives pace, risk, hot spots and, with several cars,
traffic and the play duration.</source>
        <translation>Testuj odcinek w pojedynkę, ścigaj na nim samochody albo przejedź cały rajd.

Sam STAGE: jazdy na czas jednego samochodu po odcinku; z --players N: wyścig N samochodów na nim; RALLY: samochody jadą każdy odcinek. Raport podaje tempo, ryzyko, gorące punkty oraz, przy kilku samochodach, ruch i czas rozgrywki.</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="130"/>
        <source>Stage file (.stage.json, Rekee .json, .rgt) or rally file (.rally.json).</source>
        <translation>Plik odcinka (.stage.json, Rekee .json, .rgt) lub rajdu (.rally.json).</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="133"/>
        <source>Solo time trials, or races / rallies. [default: 1000 time trials, 200 races or rallies]</source>
        <translation>Jazdy na czas w pojedynkę albo wyścigi / rajdy. [domyślnie: 1000 jazd na czas, 200 wyścigów lub rajdów]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="137"/>
        <source>Cars in the race. [default: 1 for a stage (a solo time trial); for a rally the rally file's players, else 4]</source>
        <translation>Samochody w wyścigu. [domyślnie: 1 dla odcinka (jazda na czas w pojedynkę); dla rajdu gracze z pliku rajdu, a w ich braku 4]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="141"/>
        <source>Advanced rule: 5-second penalty tokens to change the next start order. {default}</source>
        <translation>Zasada zaawansowana: żetony kary 5 sekund zmieniające następną kolejność startu. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="143"/>
        <source>Seed: same seed, same report.</source>
        <translation>Ziarno: to samo ziarno, ten sam raport.</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="145"/>
        <source>One of: {names}.</source>
        <translation>Jeden z: {names}.</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="147"/>
        <source>Print the report as JSON.</source>
        <translation>Wypisz raport jako JSON.</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="149"/>
        <source>Also print one run turn by turn (run 0, or --trace-run).</source>
        <translation>Wypisz też jeden przejazd tura po turze (przejazd 0 lub --trace-run).</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="152"/>
        <source>Which run to trace (implies --trace). [default: 0 with --trace]</source>
        <translation>Który przejazd śledzić (oznacza --trace). [domyślnie: 0 z --trace]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="154"/>
        <source>Worker processes (same report).</source>
        <translation>Procesy robocze (ten sam raport).</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="156"/>
        <source>A ruleset JSON file instead of the shipped DIRT one. [default: the shipped DIRT ruleset]</source>
        <translation>Plik JSON z zasadami zamiast dołączonego dla DIRT. [domyślnie: dołączone zasady DIRT]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="160"/>
        <source>Advanced rule: gear 2 straight from 0. {default}</source>
        <translation>Zasada zaawansowana: bieg 2 od razu z 0. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="164"/>
        <source>Advanced rule: brake dice as gas in top gear. {default}</source>
        <translation>Zasada zaawansowana: kości hamowania jako utrzymanie prędkości na najwyższym biegu. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="167"/>
        <source>Advanced rule: SISU token once per stage/rally, or off. {default}</source>
        <translation>Zasada zaawansowana: żeton SISU raz na odcinek/rajd albo wyłączony. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="171"/>
        <source>Solo driver leads every round on gravel (leader dice); off = single stage without leader dice. {default}</source>
        <translation>Kierowca w pojedynkę prowadzi w każdej rundzie na szutrze (kości lidera); wyłączone = pojedynczy odcinek bez kości lidera. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="199"/>
        <source>only for a circuit, not a rally</source>
        <translation>tylko dla toru, nie dla rajdu</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="210"/>
        <source>only for a GT circuit or a rally of GT circuits</source>
        <translation>tylko dla toru GT albo rajdu z torów GT</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="238"/>
        <source>{cars} players, and a test drive races 1 to {most} cars: pass --players 1 to {most}</source>
        <translation>{cars} graczy, a jazda testowa to wyścig od 1 do {most} aut: podaj --players od 1 do {most}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="260"/>
        <source>only for a circuit (a course round a start-finish piece: GT 102 or RX 401)</source>
        <translation>tylko dla toru (trasy wokół elementu start-meta: GT 102 lub RX 401)</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="296"/>
        <source>cannot drive: {reason}</source>
        <translation>nie można przejechać: {reason}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="314"/>
        <source>Run {run} turn by turn</source>
        <translation>Przejazd {run} tura po turze</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="315"/>
        <source>(seed {seed}, {driver})</source>
        <translation>(ziarno {seed}, {driver})</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="368"/>
        <source>Run {run} round by round</source>
        <translation>Przejazd {run} runda po rundzie</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="21"/>
        <source>GT rules</source>
        <translation>zasady GT</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="22"/>
        <source>DIRT rules: pacenote's reading, no DIRT rulebook covers circuits</source>
        <translation>zasady DIRT: odczytanie pacenote, żadna instrukcja DIRT nie obejmuje torów</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="23"/>
        <source>the GT book's "Build your own track": a short race of 15 pieces x 1 lap takes 30 min for 4 players</source>
        <translation>„Zbuduj własny tor” z instrukcji GT: krótki wyścig z 15 elementów x 1 okrążenie trwa 30 min dla 4 graczy</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="27"/>
        <source>driver</source>
        <comment>race table column</comment>
        <translation>kierowca</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="27"/>
        <source>place</source>
        <comment>race table column</comment>
        <translation>miejsce</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="28"/>
        <source>wins</source>
        <comment>race table column</comment>
        <translation>wygrane</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="28"/>
        <source>laps led</source>
        <comment>race table column</comment>
        <translation>okrążenia na czele</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="29"/>
        <source>rounds led</source>
        <comment>race table column</comment>
        <translation>rundy na czele</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="29"/>
        <source>pit stops</source>
        <comment>race table column</comment>
        <translation>pit stopy</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="30"/>
        <source>losses of control</source>
        <comment>race table column</comment>
        <translation>utraty kontroli</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="31"/>
        <source>overtakes</source>
        <comment>race table column</comment>
        <translation>wyprzedzenia</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="31"/>
        <source>blocked</source>
        <comment>race table column</comment>
        <translation>blokady</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="32"/>
        <source>mean</source>
        <comment>race table column</comment>
        <translation>średnia</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="33"/>
        <source>sd</source>
        <comment>race table column</comment>
        <translation>odch.</translation>
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
        <translation>wyprzedzenia</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="36"/>
        <source>crashes</source>
        <comment>race table column</comment>
        <translation>wypadki</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="37"/>
        <source>retired</source>
        <comment>race table column</comment>
        <translation>wycofany</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="38"/>
        <source>stage</source>
        <comment>race table column</comment>
        <translation>odcinek</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="38"/>
        <source>cell</source>
        <comment>race table column</comment>
        <translation>pole</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="39"/>
        <source>tile</source>
        <comment>race table column</comment>
        <translation>kafel</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="40"/>
        <source>traffic</source>
        <comment>race table column</comment>
        <translation>ruch</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="53"/>
        <source>{races} of {cars} over {laps} ({rules}), driver {driver}, seed {seed}</source>
        <translation>{races}: {cars}, {laps} ({rules}), kierowca {driver}, ziarno {seed}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="55"/>
        <source>{n} car</source>
        <comment>{n} cars</comment>
        <translation>
            <numerusform>{n} samochód</numerusform>
            <numerusform>{n} samochody</numerusform>
            <numerusform>{n} samochodów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="56"/>
        <source>{n} lap</source>
        <comment>{n} laps</comment>
        <translation>
            <numerusform>{n} okrążenie</numerusform>
            <numerusform>{n} okrążenia</numerusform>
            <numerusform>{n} okrążeń</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="58"/>
        <source>race length</source>
        <translation>długość wyścigu</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="58"/>
        <source>{rounds} rounds, {turns} car-turns per race</source>
        <translation>rundy: {rounds}, tury samochodów: {turns} na wyścig</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="61"/>
        <source>play duration</source>
        <translation>czas rozgrywki</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="61"/>
        <source>about {minutes} min at the table for {players}, simulated; the book's guidance: about {book} min for {book_players} players ({pieces}, {laps}), from {guidance}</source>
        <translation>ok. {minutes} min przy stole dla {players}, symulacja; wskazówka instrukcji: ok. {book} min dla {book_players} graczy ({pieces}, {laps}), według: {guidance}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="66"/>
        <source>{n} piece</source>
        <comment>{n} pieces</comment>
        <translation>
            <numerusform>{n} element</numerusform>
            <numerusform>{n} elementy</numerusform>
            <numerusform>{n} elementów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="68"/>
        <source>traffic</source>
        <translation>ruch</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="68"/>
        <source>{overtakes} overtakes, {blocked} turns blocked by cars per race</source>
        <translation>wyprzedzenia: {overtakes}, tury zablokowane przez samochody: {blocked} na wyścig</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="72"/>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="72"/>
        <source>every car takes the joker branch once per race</source>
        <translation>każdy samochód jedzie odgałęzieniem jokera raz na wyścig</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="73"/>
        <source>the joker branch is a road like any other (rules option joker: free)</source>
        <translation>odgałęzienie jokera to droga jak każda inna (opcja zasad joker: free)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="77"/>
        <source>Per driver, per race (grid drawn at random: the first drawn on pole)</source>
        <translation>Według kierowcy, na wyścig (kolejność startowa losowana: pierwszy wylosowany na pole position)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="97"/>
        <source>{n} player</source>
        <comment>{n} players</comment>
        <translation>
            <numerusform>{n} gracza</numerusform>
            <numerusform>{n} graczy</numerusform>
            <numerusform>{n} graczy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="98"/>
        <source>{n} rally</source>
        <comment>{n} rallies</comment>
        <translation>
            <numerusform>{n} rajd</numerusform>
            <numerusform>{n} rajdy</numerusform>
            <numerusform>{n} rajdów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="99"/>
        <source>{n} race</source>
        <comment>{n} races</comment>
        <translation>
            <numerusform>{n} wyścig</numerusform>
            <numerusform>{n} wyścigi</numerusform>
            <numerusform>{n} wyścigów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="100"/>
        <source>{runs} of {cars}, driver {driver}, seed {seed}; {stages}</source>
        <translation>{runs}: {cars}, kierowca {driver}, ziarno {seed}; {stages}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="103"/>
        <source>stage {names}</source>
        <comment>stages {names}</comment>
        <translation>
            <numerusform>odcinek {names}</numerusform>
            <numerusform>odcinki {names}</numerusform>
            <numerusform>odcinki {names}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="106"/>
        <source>about {minutes} min at the table for {players}, simulated ({turns} car-turns, {rounds} rounds)</source>
        <translation>ok. {minutes} min przy stole dla {players}, symulacja (tury samochodów: {turns}, rundy: {rounds})</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="111"/>
        <source>rulebook</source>
        <translation>instrukcja</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="111"/>
        <source>playing time about {minutes} min for these stages and {players}: the simulation is {note}</source>
        <translation>czas gry ok. {minutes} min dla tych odcinków i {players}: symulacja jest {note}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="115"/>
        <source>mean {time} per driver</source>
        <translation>średnio {time} na kierowcę</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="117"/>
        <source>{overtakes} overtakes, {blocked} turns blocked by cars {per}</source>
        <translation>wyprzedzenia: {overtakes}, tury zablokowane przez samochody: {blocked} {per}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="120"/>
        <source>retirements</source>
        <translation>wycofania</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="123"/>
        <source>service</source>
        <translation>pomoc mechaników</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="123"/>
        <source>{repairs} repaired per car</source>
        <translation>{repairs} naprawione na samochód</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="124"/>
        <source>after {stage}: {kinds}</source>
        <translation>po {stage}: {kinds}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="129"/>
        <source>Per driver (first start order drawn at random)</source>
        <translation>Według kierowcy (pierwsza kolejność startu losowana)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="141"/>
        <source>{times} and {damage} (tokens {per})</source>
        <translation>{times} i {damage} (żetony {per})</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="146"/>
        <source>damage carried</source>
        <comment>race table column</comment>
        <translation>uszkodzenia</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="154"/>
        <source>Congestion hot spots (blocked by cars, or plan changed by traffic)</source>
        <translation>Miejsca zatorów (blokada przez samochody albo plan zmieniony przez ruch)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="166"/>
        <source>lap time</source>
        <translation>czas okrążenia</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="167"/>
        <source>one lap of a circuit on the DIRT rules: pacenote's reading, no DIRT rulebook covers circuits</source>
        <translation>jedno okrążenie toru na zasadach DIRT: odczytanie pacenote, żadna instrukcja DIRT nie obejmuje torów</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="173"/>
        <source>focus tokens</source>
        <translation>żetony koncentracji</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="174"/>
        <source>spin (0)</source>
        <translation>obrót (0)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="174"/>
        <source>off track (00)</source>
        <translation>wypadnięcie z toru (00)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="177"/>
        <source>cell</source>
        <comment>drive table column</comment>
        <translation>pole</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="177"/>
        <source>tile</source>
        <comment>drive table column</comment>
        <translation>kafel</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="178"/>
        <source>hex</source>
        <comment>drive table column</comment>
        <translation>heks</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="178"/>
        <source>losses</source>
        <comment>drive table column</comment>
        <translation>utraty</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="179"/>
        <source>per run</source>
        <comment>drive table column</comment>
        <translation>na przejazd</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="179"/>
        <source>crashes</source>
        <comment>drive table column</comment>
        <translation>wypadki</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="181"/>
        <source>gravel</source>
        <comment>dashboard column</comment>
        <translation>szuter</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="181"/>
        <source>gravel_leader</source>
        <comment>dashboard column</comment>
        <translation>szuter (kości lidera)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="182"/>
        <source>asphalt</source>
        <comment>dashboard column</comment>
        <translation>asfalt</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="182"/>
        <source>snow</source>
        <comment>dashboard column</comment>
        <translation>śnieg</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="195"/>
        <source>runs</source>
        <translation>przejazdy</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="220"/>
        <source>{runs} solo runs, driver {driver}, seed {seed}</source>
        <translation>{runs} samotnych przejazdów, kierowca {driver}, ziarno {seed}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="222"/>
        <source> (GT solo time trial: one lap, gear-token times)</source>
        <translation> (jazda na czas GT solo: jedno okrążenie, czasy z żetonów biegów)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="225"/>
        <source> (exact)</source>
        <translation> (dokładnie)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="226"/>
        <source>{n} per run</source>
        <translation>{n} na przejazd</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="228"/>
        <source>finished</source>
        <translation>ukończone</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="228"/>
        <source>{finished}/{runs} runs</source>
        <translation>{finished}/{runs} przejazdów</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="230"/>
        <source>retired {n}</source>
        <translation>wycofane {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="231"/>
        <source>stuck {n}</source>
        <translation>utknięte {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="234"/>
        <source>mean {time}</source>
        <translation>średnia {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="236"/>
        <source>runs {time}</source>
        <translation>przejazdy {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="240"/>
        <source>stage time</source>
        <translation>czas odcinka</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="240"/>
        <source>(runs)</source>
        <translation>(przejazdy)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="242"/>
        <source>(expert's expected time)</source>
        <translation>(oczekiwany czas eksperta)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="243"/>
        <source>turns</source>
        <translation>tury</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="244"/>
        <source>in the runs: </source>
        <translation>w przejazdach: </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="245"/>
        <source>losses of control</source>
        <translation>utraty kontroli</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="247"/>
        <source>damage drawn</source>
        <translation>wylosowane uszkodzenia</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="250"/>
        <source>shortcuts</source>
        <translation>skróty</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="250"/>
        <source>{entries} entries in {runs} runs</source>
        <translation>{entries} wjazdów w {runs} przejazdach</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="256"/>
        <source>per run (exact)</source>
        <translation>na przejazd (dokładnie)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="257"/>
        <source>damage</source>
        <translation>uszkodzenia</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="258"/>
        <source>shortcuts {entries} entries, {share} of runs</source>
        <translation>skróty {entries} wjazdów, {share} przejazdów</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="260"/>
        <source>seconds tokens</source>
        <translation>żetony sekund</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="261"/>
        <source>{n} left per run on average</source>
        <translation>średnio {n} zostaje na przejazd</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="264"/>
        <source>dashboard</source>
        <translation>kokpit</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="264"/>
        <source>{columns} column: DEFAULT values, not printed in the rulebook (a --ruleset file overrides them)</source>
        <comment>{columns} columns: DEFAULT values, not printed in the rulebook (a --ruleset file overrides them)</comment>
        <translation>
            <numerusform>kolumna {columns}: wartości DOMYŚLNE, niewydrukowane w instrukcji (plik --ruleset je zastępuje)</numerusform>
            <numerusform>kolumny {columns}: wartości DOMYŚLNE, niewydrukowane w instrukcji (plik --ruleset je zastępuje)</numerusform>
            <numerusform>kolumny {columns}: wartości DOMYŚLNE, niewydrukowane w instrukcji (plik --ruleset je zastępuje)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="268"/>
        <source>{names} and {last}</source>
        <translation>{names} i {last}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="270"/>
        <source>blocked turns</source>
        <translation>zablokowane tury</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="270"/>
        <source>{n} (no die could enter a cell ahead)</source>
        <translation>{n} (żadna kość nie mogła wejść na pole z przodu)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="272"/>
        <source>spare wheel / SISU</source>
        <translation>koło zapasowe / SISU</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="272"/>
        <source>{spare} / {sisu} runs</source>
        <translation>{spare} / {sisu} przejazdów</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="275"/>
        <source>Lap time distribution</source>
        <translation>Rozkład czasów okrążenia</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="276"/>
        <source>Stage time distribution</source>
        <translation>Rozkład czasów odcinka</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="278"/>
        <source>Hot spots (losses of control by cell)</source>
        <translation>Punkty zapalne (utraty kontroli na polach)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="279"/>
        <source>Hot spots (per run: exact)</source>
        <translation>Punkty zapalne (na przejazd: dokładnie)</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="17"/>
        <source>Open the desktop editor (PySide6): a stage, or a rally with a tab per stage.</source>
        <translation>Otwiera edytor (PySide6): odcinek albo rajd z kartą na każdy odcinek.</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="20"/>
        <source>Stage or rally file to open (.stage.json, .rally.json, Rekee .json, .rgt). [default: none: the start page]</source>
        <translation>Plik odcinka lub rajdu do otwarcia (.stage.json, .rally.json, Rekee .json, .rgt). [domyślnie: brak: strona startowa]</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="24"/>
        <source>Render the editor window offscreen to this PNG file and exit. [default: none: open the window]</source>
        <translation>Renderuje okno edytora poza ekranem do tego pliku PNG i kończy. [domyślnie: brak: otwórz okno]</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="28"/>
        <source>With --screenshot: test-drive the stage first (heat map and figures). [default: no test drive]</source>
        <translation>Z --screenshot: najpierw jazda próbna odcinka (mapa ciepła i liczby). [domyślnie: bez jazdy próbnej]</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="31"/>
        <source>With --drive: the AI driver.</source>
        <translation>Z --drive: kierowca SI.</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="33"/>
        <source>With --drive: the seed.</source>
        <translation>Z --drive: ziarno.</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="36"/>
        <source>With --screenshot: select the first finding with this code. [default: none]</source>
        <translation>Z --screenshot: zaznacz pierwsze zgłoszenie z tym kodem. [domyślnie: brak]</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="39"/>
        <source>With --screenshot: replace a read-only output file.</source>
        <translation>Z --screenshot: zastąp plik wyjściowy tylko do odczytu.</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="42"/>
        <source>pacenote edit (the desktop editor)</source>
        <translation>pacenote edit (edytor na komputer)</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="49"/>
        <source>only with --screenshot</source>
        <translation>tylko z --screenshot</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="57"/>
        <source>cannot write {what}: the screenshot is a PNG: use .png</source>
        <translation>nie można zapisać {what}: zrzut ekranu to PNG: użyj .png</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="65"/>
        <source>wrote {path}</source>
        <translation>zapisano {path}</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="68"/>
        <source>no display (DISPLAY and WAYLAND_DISPLAY are unset); use --screenshot OUT.png to render the editor offscreen</source>
        <translation>brak ekranu (DISPLAY i WAYLAND_DISPLAY nie są ustawione); użyj --screenshot OUT.png, aby narysować edytor poza ekranem</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="25"/>
        <source>Export a stage's build guide, a rally booklet, or a rally director's bundle.

A stage: its print-ready build guide. A rally: a booklet (cover, one build guide per
stage, the rally sheet), or with -o DIR/ the bundle a rally director prints or shares.</source>
        <translation>Eksportuje instrukcję budowy odcinka, książeczkę rajdu albo pakiet dyrektora rajdu.

Odcinek: jego instrukcja budowy gotowa do druku. Rajd: książeczka (okładka, instrukcja budowy każdego odcinka, arkusz rajdu) albo z -o DIR/ pakiet, który dyrektor rajdu drukuje lub udostępnia.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="31"/>
        <source>File to write: .pdf (every page), .svg or .png (one page); or a folder (DIR/) for the whole bundle: booklet, stage files, pictures, pick list, index.html.</source>
        <translation>Plik do zapisu: .pdf (wszystkie strony), .svg lub .png (jedna strona); albo folder (DIR/) na cały pakiet: książeczka, pliki odcinków, obrazy, lista kafli, index.html.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="36"/>
        <source>Print each stage's par time: the expert driver runs it RUNS times. [default: no par time]</source>
        <translation>Drukuj czas wzorcowy każdego odcinka: kierowca ekspert przejeżdża go RUNS razy. [domyślnie: bez czasu wzorcowego]</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="40"/>
        <source>Players: rally sheet columns and playing time. [default: the rally file's players, else {columns} columns and times for 4]</source>
        <translation>Gracze: kolumny arkusza rajdu i czas gry. [domyślnie: gracze z pliku rajdu, a w ich braku {columns} kolumn i czasy dla 4]</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="45"/>
        <source>Deprecated: the old name of --players.</source>
        <translation>Przestarzałe: dawna nazwa --players.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="46"/>
        <source>Seed of the par-time runs.</source>
        <translation>Ziarno przejazdów czasu wzorcowego.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="48"/>
        <source>Replace a read-only output file.</source>
        <translation>Zastąp plik wyjściowy tylko do odczytu.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="57"/>
        <source>pacenote: warning: --drivers is deprecated: use --players (the same number)</source>
        <translation>pacenote: ostrzeżenie: --drivers jest przestarzałe: użyj --players (ta sama liczba)</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="60"/>
        <source>--players {players} and --drivers {drivers} disagree</source>
        <translation>--players {players} i --drivers {drivers} się nie zgadzają</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="74"/>
        <source>pacenote: warning: {warning}</source>
        <translation>pacenote: ostrzeżenie: {warning}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="77"/>
        <source>wrote {path}: {n} page</source>
        <comment>wrote {path}: {n} pages</comment>
        <translation>
            <numerusform>zapisano {path}: {n} strona</numerusform>
            <numerusform>zapisano {path}: {n} strony</numerusform>
            <numerusform>zapisano {path}: {n} stron</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="94"/>
        <source>wrote {path}/: {files} files ({pages}-page PDF, {stages}, index.html)</source>
        <translation>zapisano {path}/: plików: {files} (PDF, stron: {pages}, {stages}, index.html)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="97"/>
        <source>{n} stage</source>
        <comment>{n} stages</comment>
        <translation>
            <numerusform>{n} odcinek</numerusform>
            <numerusform>{n} odcinki</numerusform>
            <numerusform>{n} odcinków</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="21"/>
        <source>Generate a stage (DIRT), a circuit (GT) or a rally that meets a brief.

Every stage written validates with 0 errors and 0 warnings and drives to the finish;
the report says, point by point, the target and what was achieved. A brief that
cannot be met is one line naming the point and the nearest achievable value (exit 1).</source>
        <translation>Generuje odcinek (DIRT), tor (GT) lub rajd spełniający założenia.

Każdy zapisany odcinek przechodzi walidację z 0 błędów i 0 ostrzeżeń i da się go przejechać do mety; raport podaje punkt po punkcie cel i to, co osiągnięto. Założenia nie do spełnienia to jeden wiersz wskazujący punkt i najbliższą osiągalną wartość (kod wyjścia 1).</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="23"/>
        <source>File to write: a stage (*.stage.json), or with --rally a rally (*.rally.json) with its stage files beside it. With --count K the other candidates go to NAME-2.stage.json, ...</source>
        <translation>Plik do zapisu: odcinek (*.stage.json) albo z --rally rajd (*.rally.json) z plikami odcinków obok. Z --count K pozostali kandydaci trafiają do NAME-2.stage.json, ...</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="27"/>
        <source>Boxes owned, e.g. dirt-core or dirt-core:2,dirt-rx (gt-core: a GT circuit).</source>
        <translation>Posiadane pudełka, np. dirt-core lub dirt-core:2,dirt-rx (gt-core: tor GT).</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="30"/>
        <source>Length class by the rulebook: short, medium or long. [default: medium unless --tiles]</source>
        <translation>Klasa długości z instrukcji: short, medium lub long. [domyślnie: medium, chyba że --tiles]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="33"/>
        <source>Road tiles START to FINISH (instead of --class). [default: by --class]</source>
        <translation>Kafle drogi od START do FINISH (zamiast --class). [domyślnie: według --class]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="35"/>
        <source>easy, medium or hard: the expert's par and losses of control per tile (the generate guide in the docs). [default: medium unless --par]</source>
        <translation>easy, medium lub hard: czas wzorcowy eksperta i utraty kontroli na kafel (przewodnik generate w dokumentacji). [domyślnie: medium, chyba że --par]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="38"/>
        <source>The expert's par time wanted, M:SS (within 10 s). [default: by --difficulty]</source>
        <translation>Pożądany czas wzorcowy eksperta, M:SS (z dokładnością do 10 s). [domyślnie: według --difficulty]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="41"/>
        <source>Features wanted: jumps,fords,shortcuts,slides. [default: none]</source>
        <translation>Pożądane elementy (skoki, przeszkody wodne, skróty, sliding): jumps,fords,shortcuts,slides. [domyślnie: brak]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="43"/>
        <source>Features banned. [default: none]</source>
        <translation>Zakazane elementy. [domyślnie: brak]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="45"/>
        <source>Terrain mix of the road tiles, where the boxes allow: gravel,asphalt,snow (equal shares) or gravel:60,asphalt:40 (shares; within 15 % of the tiles). [default: any terrain]</source>
        <translation>Mieszanka nawierzchni kafli drogi, jeśli pudełka pozwalają: gravel,asphalt,snow (równe udziały) lub gravel:60,asphalt:40 (udziały; z dokładnością do 15 % kafli). [domyślnie: dowolna nawierzchnia]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="49"/>
        <source>Players (playing time; one-car rows count against from 5).</source>
        <translation>Gracze (czas gry; rzędy na jeden samochód liczą się na minus od 5).</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="51"/>
        <source>Table size WIDTHxDEPTH in cm, e.g. 120x80: the laid stage must fit. [default: any size]</source>
        <translation>Rozmiar stołu SZEROKOŚĆxGŁĘBOKOŚĆ w cm, np. 120x80: ułożony odcinek musi się zmieścić. [domyślnie: dowolny]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="53"/>
        <source>Same seed, same stages.</source>
        <translation>To samo ziarno, te same odcinki.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="55"/>
        <source>Distinct candidates to write, ranked by how well they meet the brief.</source>
        <translation>Różni kandydaci do zapisania, uszeregowani wg tego, jak dobrze spełniają założenia.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="57"/>
        <source>Seconds the search may take (a rally: per stage). [default: 30]</source>
        <translation>Sekundy, ile może trwać wyszukiwanie (rajd: na odcinek). [domyślnie: 30]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="59"/>
        <source>No service park after the FINISH.</source>
        <translation>Bez pomocy mechaników za FINISH.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="61"/>
        <source>Stage or rally name. [default: "Generated stage (seed N)"]</source>
        <translation>Nazwa odcinka lub rajdu. [domyślnie: "Generated stage (seed N)"]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="62"/>
        <source>Make a whole rally.</source>
        <translation>Utwórz cały rajd.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="64"/>
        <source>Rally: number of stages.</source>
        <translation>Rajd: liczba odcinków.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="66"/>
        <source>Rally: service after these stages, e.g. after:1,2 (default: after each stage but the last).</source>
        <translation>Rajd: pomoc mechaników po tych odcinkach, np. after:1,2 (domyślnie: po każdym odcinku oprócz ostatniego).</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="69"/>
        <source>Rally: simulated play duration wanted (within 15 %). [default: the rulebook's playing time of the stages]</source>
        <translation>Rajd: pożądany symulowany czas rozgrywki (z dokładnością do 15 %). [domyślnie: czas gry odcinków według instrukcji]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="72"/>
        <source>GT circuit: laps of the race. [default: by the GT class guidelines]</source>
        <translation>Tor GT: okrążenia wyścigu. [domyślnie: według wytycznych klas GT]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="74"/>
        <source>Also write the rally director's bundle of what was generated into this folder (booklet, stage files, pictures, pick list, index.html), as pacenote export -o DIR/ does. [default: no bundle]</source>
        <translation>Zapisz też do tego folderu pakiet dyrektora rajdu z wygenerowanych odcinków (książeczka, pliki odcinków, obrazy, lista kafli, index.html), jak robi to pacenote export -o DIR/. [domyślnie: bez pakietu]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="97"/>
        <source>give --class or --tiles, not both</source>
        <translation>podaj --class albo --tiles, nie oba</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="115"/>
        <source>--rally: a GT race is one circuit (give DIRT boxes for a rally)</source>
        <translation>--rally: wyścig GT to jeden tor (podaj pudełka DIRT, aby zrobić rajd)</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="132"/>
        <source>pacenote: cannot meet the brief: {problem}</source>
        <translation>pacenote: nie da się spełnić założeń: {problem}</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="155"/>
        <source>, score {score}</source>
        <translation>, wynik {score}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="157"/>
        <source>only {n} distinct candidate within the budget ({seconds} s)</source>
        <comment>only {n} distinct candidates within the budget ({seconds} s)</comment>
        <translation>
            <numerusform>tylko {n} odrębny kandydat w limicie czasu ({seconds} s)</numerusform>
            <numerusform>tylko {n} odrębni kandydaci w limicie czasu ({seconds} s)</numerusform>
            <numerusform>tylko {n} odrębnych kandydatów w limicie czasu ({seconds} s)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="163"/>
        <source>skipped (no tileset models them yet): tiles {tiles}</source>
        <translation>pominięte (żaden zestaw kafli ich jeszcze nie modeluje): kafle {tiles}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="165"/>
        <source>{n} exact drive</source>
        <comment>{n} exact drives</comment>
        <translation>
            <numerusform>{n} dokładny przejazd</numerusform>
            <numerusform>{n} dokładne przejazdy</numerusform>
            <numerusform>{n} dokładnych przejazdów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="166"/>
        <source>searched {seconds} s, {drives}, {n} finalist refused by the validators</source>
        <comment>searched {seconds} s, {drives}, {n} finalists refused by the validators</comment>
        <translation>
            <numerusform>szukano {seconds} s, {drives}, {n} finalista odrzucony przez walidatory</numerusform>
            <numerusform>szukano {seconds} s, {drives}, {n} finaliści odrzuceni przez walidatory</numerusform>
            <numerusform>szukano {seconds} s, {drives}, {n} finalistów odrzuconych przez walidatory</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="177"/>
        <source>{losses} losses/run, </source>
        <translation>{losses} utrat/przejazd, </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="178"/>
        <source>{label}: {n} tile, par {par}, {risk}{footprint}</source>
        <comment>{label}: {n} tiles, par {par}, {risk}{footprint}</comment>
        <translation>
            <numerusform>{label}: {n} kafel, par {par}, {risk}{footprint}</numerusform>
            <numerusform>{label}: {n} kafle, par {par}, {risk}{footprint}</numerusform>
            <numerusform>{label}: {n} kafli, par {par}, {risk}{footprint}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="203"/>
        <source>{label}: {n} piece x {laps}, {race_class}, {footprint} (turned {angle}°)</source>
        <comment>{label}: {n} pieces x {laps}, {race_class}, {footprint} (turned {angle}°)</comment>
        <translation>
            <numerusform>{label}: {n} element x {laps}, {race_class}, {footprint} (obrót o {angle}°)</numerusform>
            <numerusform>{label}: {n} elementy x {laps}, {race_class}, {footprint} (obrót o {angle}°)</numerusform>
            <numerusform>{label}: {n} elementów x {laps}, {race_class}, {footprint} (obrót o {angle}°)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="215"/>
        <source>{point} the GT race engine is not there yet: no par for a circuit (--difficulty and --par do not apply)</source>
        <translation>{point} silnika wyścigów GT jeszcze nie ma: brak paru dla toru (--difficulty i --par nie mają zastosowania)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="218"/>
        <source>searched {seconds} s, {n} piece list tried</source>
        <comment>searched {seconds} s, {n} piece lists tried</comment>
        <translation>
            <numerusform>szukano {seconds} s, sprawdzono {n} listę elementów</numerusform>
            <numerusform>szukano {seconds} s, sprawdzono {n} listy elementów</numerusform>
            <numerusform>szukano {seconds} s, sprawdzono {n} list elementów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="242"/>
        <source>--rally writes a rally file: -o NAME.rally.json</source>
        <translation>--rally zapisuje plik rajdu: -o NAZWA.rally.json</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="257"/>
        <source>, service after</source>
        <translation>, potem pomoc mechaników</translation>
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
            <numerusform>zapisano {path}: {n} odcinek, pomoc mechaników po {after}</numerusform>
            <numerusform>zapisano {path}: {n} odcinki, pomoc mechaników po {after}</numerusform>
            <numerusform>zapisano {path}: {n} odcinków, pomoc mechaników po {after}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="270"/>
        <source>none</source>
        <comment>service after</comment>
        <translation>żadnym</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="271"/>
        <source>{n} round</source>
        <comment>{n} rounds</comment>
        <translation>
            <numerusform>{n} runda</numerusform>
            <numerusform>{n} rundy</numerusform>
            <numerusform>{n} rund</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="272"/>
        <source>{minutes} min simulated, {n} player ({rounds})</source>
        <comment>{minutes} min simulated, {n} players ({rounds})</comment>
        <translation>
            <numerusform>{minutes} min symulacji, {n} gracz ({rounds})</numerusform>
            <numerusform>{minutes} min symulacji, {n} graczy ({rounds})</numerusform>
            <numerusform>{minutes} min symulacji, {n} graczy ({rounds})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="53"/>
        <source>Show the course (tiles in driving order) and its cell graph.</source>
        <translation>Pokazuje trasę (kafle w kolejności jazdy) i jej graf pól.</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="55"/>
        <source>Stage file (.stage.json, Rekee .json, .rgt).</source>
        <translation>Plik odcinka (.stage.json, Rekee .json, .rgt).</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="56"/>
        <source>Print machine-readable JSON.</source>
        <translation>Wypisz JSON do odczytu maszynowego.</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="73"/>
        <source>{name}: course in driving order</source>
        <translation>{name}: trasa w kolejności jazdy</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="82"/>
        <source>reversed</source>
        <translation>odwrócony</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="82"/>
        <source>as printed</source>
        <translation>jak wydrukowany</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="85"/>
        <source>cells: {cells}  graph nodes: {nodes}  edges: {edges}</source>
        <translation>pola: {cells}  węzły grafu: {nodes}  krawędzie: {edges}</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="88"/>
        <source>fewest dice from start to finish: {n} (with jumps {jumps})</source>
        <translation>najmniej kości od startu do mety: {n} (ze skokami {jumps})</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="90"/>
        <source>fewest dice from start to finish: the finish cannot be reached</source>
        <translation>najmniej kości od startu do mety: meta jest nieosiągalna</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="94"/>
        <source>not one clean chain from START to FINISH</source>
        <translation>to nie jest jeden czysty łańcuch od START do FINISH</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="95"/>
        <source>(run `pacenote validate` for details)</source>
        <translation>(uruchom `pacenote validate`, by poznać szczegóły)</translation>
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
        <translation>kafel</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="99"/>
        <source>hex</source>
        <comment>graph table column</comment>
        <translation>heks</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="99"/>
        <source>rot</source>
        <comment>graph table column</comment>
        <translation>obr</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="100"/>
        <source>enters</source>
        <comment>graph table column</comment>
        <translation>wjazd</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="100"/>
        <source>leaves</source>
        <comment>graph table column</comment>
        <translation>wyjazd</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="101"/>
        <source>direction</source>
        <comment>graph table column</comment>
        <translation>kierunek</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="101"/>
        <source>cells</source>
        <comment>graph table column</comment>
        <translation>pola</translation>
    </message>
    <message>
        <location filename="../../cli/inputs.py" line="65"/>
        <source>a symlink leading outside the current folder: not read (pass --follow-symlinks to read it, or --root to name the folder files may come from)</source>
        <translation>dowiązanie symboliczne prowadzące poza bieżący folder: nie odczytano (podaj --follow-symlinks, aby je odczytać, albo --root, aby wskazać folder, z którego mogą pochodzić pliki)</translation>
    </message>
    <message>
        <location filename="../../cli/inputs.py" line="68"/>
        <source>a symlink leading outside the --root folder: not read (pass --follow-symlinks to read it, or --root to name the folder files may come from)</source>
        <translation>dowiązanie symboliczne prowadzące poza folder --root: nie odczytano (podaj --follow-symlinks, aby je odczytać, albo --root, aby wskazać folder, z którego mogą pochodzić pliki)</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="20"/>
        <source>Arrange a tile list into a stage: a chain, or a GT circuit.

A DIRT list becomes one clean chain START → … → FINISH (+ service park); a GT list with
102 becomes a closed circuit (+ pit stop beside it).</source>
        <translation>Układa listę kafli w odcinek: łańcuch albo tor GT.

Lista DIRT staje się jednym czystym łańcuchem START → … → FINISH (+ pomoc mechaników); lista GT z 102 staje się zamkniętym torem (+ pit stop obok).</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="22"/>
        <source>Tile sides, e.g. 202a 205b 210a ... or "1 x 202a" entries as the rulebook prints them.</source>
        <translation>Strony kafli, np. 202a 205b 210a ... albo wpisy "1 x 202a", jak drukuje je instrukcja.</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="24"/>
        <source>Stage file to write.</source>
        <translation>Plik odcinka do zapisu.</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="25"/>
        <source>Stage name. [default: none]</source>
        <translation>Nazwa odcinka. [domyślnie: brak]</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="26"/>
        <source>Try another arrangement.</source>
        <translation>Spróbuj innego ułożenia.</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="30"/>
        <source>GT circuit: laps of the race. [default: not written in the file]</source>
        <translation>Tor GT: okrążenia wyścigu. [domyślnie: nie zapisane w pliku]</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="35"/>
        <source>Time to search for the most compact layout; then the best found so far is kept (it says how far it came).</source>
        <translation>Czas na szukanie najbardziej zwartego ułożenia; potem zostaje najlepsze znalezione (podaje, jak daleko doszło).</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="57"/>
        <source>only for a GT circuit (a list with the start-finish piece 102)</source>
        <translation>tylko dla toru GT (listy z elementem start-meta 102)</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="62"/>
        <source>tile list: {problem}</source>
        <translation>lista kafli: {problem}</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="65"/>
        <source>wrote {path}: {tiles} in {shape} ({reached})</source>
        <translation>zapisano {path}: {tiles} w postaci: {shape} ({reached})</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="67"/>
        <source>a closed circuit</source>
        <translation>zamknięty tor</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="67"/>
        <source>one chain</source>
        <translation>jeden łańcuch</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="68"/>
        <source>{reached}: the most compact of those</source>
        <translation>{reached}: najbardziej zwarte z nich</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="73"/>
        <source>Print the stage's tiles as the rulebook lists them (1 x 210b), by box.</source>
        <translation>Wypisuje kafle odcinka tak, jak wymienia je instrukcja (1 x 210b), według pudełek.</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="74"/>
        <source>Stage file.</source>
        <translation>Plik odcinka.</translation>
    </message>
    <message>
        <location filename="../../cli/outputs.py" line="25"/>
        <source>{problem} (pass --force to replace it)</source>
        <translation>{problem} (podaj --force, aby go zastąpić)</translation>
    </message>
    <message>
        <location filename="../../cli/outputs.py" line="40"/>
        <source>cannot write: {folder} is a file, not a folder</source>
        <translation>nie można zapisać: {folder} to plik, nie folder</translation>
    </message>
    <message>
        <location filename="../../cli/outputs.py" line="43"/>
        <source>no such folder {folder}: create it first (pacenote does not create folders for an output)</source>
        <translation>nie ma folderu {folder}: najpierw go utwórz (pacenote nie tworzy folderów na wyniki)</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="30"/>
        <source>start</source>
        <comment>tile kind</comment>
        <translation>start</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="30"/>
        <source>finish</source>
        <comment>tile kind</comment>
        <translation>meta</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="31"/>
        <source>service</source>
        <comment>tile kind</comment>
        <translation>pomoc mechaników</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="31"/>
        <source>straight</source>
        <comment>tile kind</comment>
        <translation>prosta</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="32"/>
        <source>bend</source>
        <comment>tile kind</comment>
        <translation>łuk</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="32"/>
        <source>corner</source>
        <comment>tile kind</comment>
        <translation>zakręt</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="33"/>
        <source>s-bend</source>
        <comment>tile kind</comment>
        <translation>esowy zakręt</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="33"/>
        <source>wavy</source>
        <comment>tile kind</comment>
        <translation>falista</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="34"/>
        <source>pit</source>
        <comment>tile kind</comment>
        <translation>boks</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="34"/>
        <source>start-finish</source>
        <comment>tile kind</comment>
        <translation>start-meta</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="35"/>
        <source>junction</source>
        <comment>tile kind</comment>
        <translation>rozwidlenie</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="35"/>
        <source>separate</source>
        <comment>tile kind</comment>
        <translation>oddzielne</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="36"/>
        <source>crossing</source>
        <comment>tile kind</comment>
        <translation>skrzyżowanie</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="36"/>
        <source>scenery</source>
        <comment>tile kind</comment>
        <translation>dekoracja</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="37"/>
        <source>parallel</source>
        <comment>tile kind</comment>
        <translation>równoległe</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="37"/>
        <source>underpass</source>
        <comment>tile kind</comment>
        <translation>przejazd dołem</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="38"/>
        <source>none</source>
        <comment>danger</comment>
        <translation>brak</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="38"/>
        <source>low</source>
        <comment>danger</comment>
        <translation>niskie</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="39"/>
        <source>medium</source>
        <comment>danger</comment>
        <translation>średnie</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="39"/>
        <source>high</source>
        <comment>danger</comment>
        <translation>wysokie</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="40"/>
        <source>start line</source>
        <translation>linia startu</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="40"/>
        <source>finish line</source>
        <translation>linia mety</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="41"/>
        <source>start-finish line</source>
        <translation>linia startu i mety</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="42"/>
        <source>repair</source>
        <comment>pit service</comment>
        <translation>naprawa</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="42"/>
        <source>tyres</source>
        <comment>pit service</comment>
        <translation>opony</translation>
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
        <translation>rodzaj</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="44"/>
        <source>edges</source>
        <comment>tiles table</comment>
        <translation>krawędzie</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="45"/>
        <source>danger</source>
        <comment>tiles table</comment>
        <translation>ryzyko</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="46"/>
        <source>cells</source>
        <comment>tiles table</comment>
        <translation>pola</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="47"/>
        <source>limits</source>
        <comment>tiles table</comment>
        <translation>limity</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="48"/>
        <source>features</source>
        <comment>tiles table</comment>
        <translation>elementy</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="55"/>
        <source>Tileset: a shipped name (dirt-core, dirt-exp-3xx, gt-core, gt-exp) or a tileset file (.json).</source>
        <translation>Zestaw kafli: dołączona nazwa (dirt-core, dirt-exp-3xx, gt-core, gt-exp) lub plik zestawu kafli (.json).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="57"/>
        <source>Pixels per hex radius in PNG output (SVG: nominal size).</source>
        <translation>Piksele na promień heksu w wyjściu PNG (SVG: rozmiar nominalny).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="74"/>
        <source>unknown tile side {id} in tileset {tileset} (sides {known})</source>
        <translation>nieznana strona kafla {id} w zestawie kafli {tileset} (strony {known})</translation>
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
            <numerusform>{n} pole startowe</numerusform>
            <numerusform>{n} pola startowe</numerusform>
            <numerusform>{n} pól startowych</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="156"/>
        <source>doubled inner lane</source>
        <translation>podwójny pas wewnętrzny</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="158"/>
        <source>dotted {limits}</source>
        <translation>kropkowane {limits}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="163"/>
        <source>{n} slide row</source>
        <comment>{n} slide rows</comment>
        <translation>
            <numerusform>{n} rząd slidingu</numerusform>
            <numerusform>{n} rzędy slidingu</numerusform>
            <numerusform>{n} rzędów slidingu</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="164"/>
        <source>jump ^{n}</source>
        <translation>skok ^{n}</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="165"/>
        <source>ford</source>
        <translation>przeszkoda wodna</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="167"/>
        <source>shortcut {limit}</source>
        <translation>skrót {limit}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="169"/>
        <source>climb plates on {n} line</source>
        <comment>climb plates on {n} lines</comment>
        <translation>
            <numerusform>płytki podjazdu na {n} linii</numerusform>
            <numerusform>płytki podjazdu na {n} liniach</numerusform>
            <numerusform>płytki podjazdu na {n} liniach</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="178"/>
        <source>{danger} danger</source>
        <translation>ryzyko {danger}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="181"/>
        <source>{n} cell</source>
        <comment>{n} cells</comment>
        <translation>
            <numerusform>{n} pole</numerusform>
            <numerusform>{n} pola</numerusform>
            <numerusform>{n} pól</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="183"/>
        <source>limits {limits}</source>
        <translation>limity {limits}</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="188"/>
        <source>List the tile sides of a tileset: table, JSON, or a picture gallery.</source>
        <translation>Wyświetla strony kafli zestawu: tabela, JSON lub galeria obrazów.</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="190"/>
        <source>Tile sides to show (default: all).</source>
        <translation>Strony kafli do pokazania (domyślnie: wszystkie).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="191"/>
        <source>One JSON object per side.</source>
        <translation>Jeden obiekt JSON na stronę.</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="193"/>
        <source>With --json: 'cells' lists every cell's kind and polygon (tile-local, circumradius 1, y up) instead of counting the road cells.</source>
        <translation>Z --json: 'cells' podaje rodzaj i wielokąt każdego pola (lokalnie na kaflu, promień 1, y w górę) zamiast liczyć pola drogi.</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="196"/>
        <source>Write one PNG per side and index.html to DIR. [default: none: print a table]</source>
        <translation>Zapisz jeden PNG na stronę i index.html do DIR. [domyślnie: brak: wypisz tabelę]</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="199"/>
        <source>With --gallery: draw measured outlines (a tile-shapes .json: road, shortcuts, cell lines per side) over each side. [default: none]</source>
        <translation>Z --gallery: rysuj zmierzone kontury (plik .json kształtów kafli: droga, skróty, linie pól na stronę) na każdej stronie. [domyślnie: brak]</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="209"/>
        <source>--geometry goes with --json</source>
        <translation>--geometry idzie z --json</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="211"/>
        <source>--overlay goes with --gallery</source>
        <translation>--overlay idzie z --gallery</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="214"/>
        <source>--json and --gallery do not go together</source>
        <translation>--json i --gallery nie idą w parze</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="216"/>
        <source>pacenote tiles --gallery (PNG pictures)</source>
        <translation>pacenote tiles --gallery (obrazy PNG kafli)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="219"/>
        <source>wrote {n} tile picture and {index}</source>
        <comment>wrote {n} tile pictures and {index}</comment>
        <translation>
            <numerusform>zapisano {n} obraz kafla i {index}</numerusform>
            <numerusform>zapisano {n} obrazy kafli i {index}</numerusform>
            <numerusform>zapisano {n} obrazów kafli i {index}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="237"/>
        <source>{title} ({n} side)</source>
        <comment>{title} ({n} sides)</comment>
        <translation>
            <numerusform>{title} ({n} strona)</numerusform>
            <numerusform>{title} ({n} strony)</numerusform>
            <numerusform>{title} ({n} stron)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="256"/>
        <source>missing: expected a list of sides</source>
        <translation>brak: oczekiwano listy stron</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="261"/>
        <source>expected an 'id' and a 'road' outline (a list of at least 3 [x, y] points)</source>
        <translation>oczekiwano 'id' i obrysu 'road' (listy co najmniej 3 punktów [x, y])</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="266"/>
        <source>expected a list of at least 3 [x, y] points</source>
        <translation>oczekiwano listy co najmniej 3 punktów [x, y]</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="311"/>
        <source>notes</source>
        <comment>tile gallery</comment>
        <translation>uwagi</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="313"/>
        <source>tile side {id}</source>
        <translation>strona kafla {id}</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="321"/>
        <source>{title}: tile gallery</source>
        <translation>{title}: galeria kafli</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="332"/>
        <source>{n} tile side of tileset {tileset}, drawn by {command}.</source>
        <comment>{n} tile sides of tileset {tileset}, drawn by {command}.</comment>
        <translation>
            <numerusform>{n} strona kafla z zestawu {tileset}, narysowana przez {command}.</numerusform>
            <numerusform>{n} strony kafli z zestawu {tileset}, narysowane przez {command}.</numerusform>
            <numerusform>{n} stron kafli z zestawu {tileset}, narysowanych przez {command}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="346"/>
        <source>Draw a stage or one tile side to SVG or PNG (chosen by the output's extension).</source>
        <translation>Rysuje odcinek lub jedną stronę kafla do SVG lub PNG (wg rozszerzenia pliku wyjściowego).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="348"/>
        <source>Stage file to draw (.stage.json, Rekee .json, .rgt).</source>
        <translation>Plik odcinka do narysowania (.stage.json, Rekee .json, .rgt).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="350"/>
        <source>Draw one tile side, e.g. 210a. [default: none: draw STAGE]</source>
        <translation>Narysuj jedną stronę kafla, np. 210a. [domyślnie: brak: narysuj odcinek STAGE]</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="352"/>
        <source>Output file; .svg or .png.</source>
        <translation>Plik wyjściowy; .svg lub .png.</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="362"/>
        <source>render needs a STAGE file or --tile ID (exactly one of them)</source>
        <translation>render potrzebuje pliku odcinka (STAGE) albo --tile ID (dokładnie jednego z nich)</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="22"/>
        <source>{value} is not a valid integer.</source>
        <translation>{value} nie jest poprawną liczbą całkowitą.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="23"/>
        <source>{value} is not a valid int range.</source>
        <translation>{value} nie jest poprawną liczbą całkowitą.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="24"/>
        <source>{value} is not a valid float.</source>
        <translation>{value} nie jest poprawną liczbą.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="25"/>
        <source>{value} is not a valid float range.</source>
        <translation>{value} nie jest poprawną liczbą.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="26"/>
        <source>{value} is not a valid boolean. Recognized values: {values}</source>
        <translation>{value} nie jest poprawną wartością logiczną. Rozpoznawane wartości: {values}</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="27"/>
        <source>{value} is not in the range {range}.</source>
        <translation>{value} nie mieści się w zakresie {range}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="28"/>
        <source>{value} is not one of {choices}.</source>
        <translation>{value} nie należy do {choices}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="29"/>
        <source>File {path} does not exist.</source>
        <translation>Plik {path} nie istnieje.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="30"/>
        <source>Directory {path} does not exist.</source>
        <translation>Folder {path} nie istnieje.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="31"/>
        <source>Path {path} does not exist.</source>
        <translation>Ścieżka {path} nie istnieje.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="32"/>
        <source>File {path} is a directory.</source>
        <translation>Plik {path} jest folderem.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="33"/>
        <source>Directory {path} is a file.</source>
        <translation>Folder {path} jest plikiem.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="34"/>
        <source>Path {path} is not readable.</source>
        <translation>Ścieżki {path} nie da się odczytać.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="35"/>
        <source>File {path} is not readable.</source>
        <translation>Pliku {path} nie da się odczytać.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="36"/>
        <source>Directory {path} is not readable.</source>
        <translation>Folderu {path} nie da się odczytać.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="37"/>
        <source>No such option: {name}</source>
        <translation>Nie ma takiej opcji: {name}</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="38"/>
        <source>No such command {name}.</source>
        <translation>Nie ma polecenia {name}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="39"/>
        <source>Missing command.</source>
        <translation>Brak polecenia.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="40"/>
        <source>Option {name} requires an argument.</source>
        <translation>Opcja {name} wymaga argumentu.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="41"/>
        <source>Option {name} requires {n} arguments.</source>
        <translation>Opcja {name} wymaga argumentów: {n}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="42"/>
        <source>Option {name} does not take a value.</source>
        <translation>Opcja {name} nie przyjmuje wartości.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="43"/>
        <source>Got unexpected extra argument(s) ({args})</source>
        <translation>Nieoczekiwane dodatkowe argumenty ({args})</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="44"/>
        <source>Argument {name} takes {n} values.</source>
        <translation>Argument {name} przyjmuje wartości: {n}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="47"/>
        <source>Invalid value for {param}: {problem}</source>
        <translation>Nieprawidłowa wartość dla {param}: {problem}</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="47"/>
        <source>Invalid value: {problem}</source>
        <translation>Nieprawidłowa wartość: {problem}</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="48"/>
        <source>Missing argument {param}.</source>
        <translation>Brak argumentu {param}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="48"/>
        <source>Missing option {param}.</source>
        <translation>Brak opcji {param}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="49"/>
        <source>Missing parameter {param}.</source>
        <translation>Brak parametru {param}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="49"/>
        <source>{problem} (Possible options: {options})</source>
        <translation>{problem} (możliwe opcje: {options})</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="154"/>
        <source>could not be checked ({error})</source>
        <translation>nie udało się sprawdzić ({error})</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="189"/>
        <source>Check stages and rallies: structure, playability, length.

Every finding has a stable code (see the validators' README in the pacenote
repository). Exit code 0: no errors; 1: errors; 2: a file could not be read.</source>
        <translation>Sprawdza odcinki i rajdy: strukturę, grywalność, długość.

Każde zgłoszenie ma stały kod (zob. README walidatorów w repozytorium pacenote). Kod wyjścia 0: brak błędów; 1: błędy; 2: nie udało się odczytać pliku.</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="192"/>
        <source>Stage files (.stage.json, Rekee .json, .rgt), rallies (.rally.json), or folders searched for them.</source>
        <translation>Pliki odcinków (.stage.json, Rekee .json, .rgt), rajdy (.rally.json) lub foldery, w których ich szukać.</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="196"/>
        <source>text (one line per finding), json, or github (annotations a GitHub pull request shows on the file and line).</source>
        <translation>text (jeden wiersz na zgłoszenie), json lub github (adnotacje, które pull request na GitHubie pokazuje przy pliku i wierszu).</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="199"/>
        <source>Lowest severity to print: error, warning or info.</source>
        <translation>Najniższy poziom do wypisania: error, warning lub info.</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="210"/>
        <source>{value}: expected text, json or github</source>
        <translation>{value}: oczekiwano text, json lub github</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="213"/>
        <source>{value}: expected error, warning or info</source>
        <translation>{value}: oczekiwano error, warning lub info</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="218"/>
        <source>pacenote: warning: {folder} holds no stage or rally files</source>
        <translation>pacenote: ostrzeżenie: {folder} nie zawiera plików odcinków ani rajdów</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="221"/>
        <source>pacenote: note: {file}: {note}</source>
        <translation>pacenote: uwaga: {file}: {note}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="258"/>
        <source>{n} error</source>
        <comment>{n} errors</comment>
        <translation>
            <numerusform>{n} błąd</numerusform>
            <numerusform>{n} błędy</numerusform>
            <numerusform>{n} błędów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="259"/>
        <source>{n} warning</source>
        <comment>{n} warnings</comment>
        <translation>
            <numerusform>{n} ostrzeżenie</numerusform>
            <numerusform>{n} ostrzeżenia</numerusform>
            <numerusform>{n} ostrzeżeń</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="260"/>
        <source>{n} info</source>
        <comment>{n} info</comment>
        <translation>
            <numerusform>{n} informacja</numerusform>
            <numerusform>{n} informacje</numerusform>
            <numerusform>{n} informacji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="262"/>
        <source>{n} file checked</source>
        <comment>{n} files checked</comment>
        <translation>
            <numerusform>sprawdzono {n} plik</numerusform>
            <numerusform>sprawdzono {n} pliki</numerusform>
            <numerusform>sprawdzono {n} plików</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="263"/>
        <source>{n} file could not be read</source>
        <comment>{n} files could not be read</comment>
        <translation>
            <numerusform>{n} pliku nie dało się odczytać</numerusform>
            <numerusform>{n} plików nie dało się odczytać</numerusform>
            <numerusform>{n} plików nie dało się odczytać</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="266"/>
        <source>{n} file with errors</source>
        <comment>{n} files with errors</comment>
        <translation>
            <numerusform>{n} plik z błędami</numerusform>
            <numerusform>{n} pliki z błędami</numerusform>
            <numerusform>{n} plików z błędami</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="268"/>
        <source>not every file could be checked</source>
        <translation>nie wszystkie pliki udało się sprawdzić</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="269"/>
        <source>no errors</source>
        <translation>brak błędów</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="270"/>
        <source>{files}: {counts} ({verdict})</source>
        <translation>{files}: {counts} ({verdict})</translation>
    </message>
    <message>
        <location filename="../../editor/__init__.py" line="88"/>
        <source>no {code} finding on this stage (found: {found})</source>
        <translation>brak uwagi {code} na tym odcinku (znalezione: {found})</translation>
    </message>
    <message>
        <location filename="../../editor/__init__.py" line="95"/>
        <source>cannot test-drive: {reason}</source>
        <translation>nie można wykonać jazdy testowej: {reason}</translation>
    </message>
    <message>
        <location filename="../../editor/__init__.py" line="101"/>
        <source>test drive failed</source>
        <translation>jazda testowa się nie powiodła</translation>
    </message>
    <message>
        <location filename="../../editor/__init__.py" line="106"/>
        <source>cannot write the screenshot: {reason}</source>
        <translation>nie można zapisać zrzutu ekranu: {reason}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/app.py" line="349"/>
        <source> · {n} die to the finish</source>
        <comment> · {n} dice to the finish</comment>
        <translation>
            <numerusform> · {n} kość do mety</numerusform>
            <numerusform> · {n} kości do mety</numerusform>
            <numerusform> · {n} kości do mety</numerusform>
        </translation>
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
    <message>
        <location filename="../../editor/autosave.py" line="104"/>
        <source>names {files} for {stages}</source>
        <translation>podaje {files} dla {stages}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/autosave.py" line="105"/>
        <source>{n} stage file</source>
        <comment>{n} stage files</comment>
        <translation>
            <numerusform>{n} plik odcinka</numerusform>
            <numerusform>{n} pliki odcinków</numerusform>
            <numerusform>{n} plików odcinków</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/autosave.py" line="148"/>
        <source>expected a JSON object</source>
        <translation>oczekiwano obiektu JSON</translation>
    </message>
    <message>
        <location filename="../../editor/autosave.py" line="158"/>
        <source>not a recovery record ({reason})</source>
        <translation>to nie jest zapis odzyskiwania ({reason})</translation>
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
        <location filename="../../editor/drive_panel.py" line="55"/>
        <source>({finished} of {n} run)</source>
        <comment>({finished} of {n} runs)</comment>
        <translation>
            <numerusform>({finished} z {n} przejazdu)</numerusform>
            <numerusform>({finished} z {n} przejazdów)</numerusform>
            <numerusform>({finished} z {n} przejazdów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="97"/>
        <source>{n} run · {driver} · seed {seed}</source>
        <comment>{n} runs · {driver} · seed {seed}</comment>
        <translation>
            <numerusform>{n} przejazd · {driver} · ziarno {seed}</numerusform>
            <numerusform>{n} przejazdy · {driver} · ziarno {seed}</numerusform>
            <numerusform>{n} przejazdów · {driver} · ziarno {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="182"/>
        <source>{n} retirement</source>
        <comment>{n} retirements</comment>
        <translation>
            <numerusform>{n} wycofanie</numerusform>
            <numerusform>{n} wycofania</numerusform>
            <numerusform>{n} wycofań</numerusform>
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
        <translation>spełnia założenia</translation>
    </message>
    <message>
        <location filename="../../editor/generate_dialog.py" line="108"/>
        <source>nearest to the brief</source>
        <translation>najbliżej założeń</translation>
    </message>
    <message>
        <location filename="../../editor/generate_dialog.py" line="110"/>
        <source>{tiles}, par {par}
{risk} losses/run, {footprint}
{met}</source>
        <translation>{tiles}, czas wzorcowy {par}
{risk} utraty kontroli/przejazd, {footprint}
{met}</translation>
    </message>
    <message>
        <location filename="../../editor/rally_files.py" line="81"/>
        <source>the stage file {file} is outside the rally's folder {folder}: a rally's stage files must lie in its folder or below (save or copy the stage there first)</source>
        <translation>plik odcinka {file} leży poza folderem rajdu {folder}: pliki odcinków rajdu muszą być w jego folderze lub niżej (najpierw zapisz lub skopiuj tam odcinek)</translation>
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
    <message numerus="yes">
        <location filename="../../engine/gtrace.py" line="92"/>
        <source>{n} weather token cancels out: the weather stays {weather}</source>
        <comment>{n} weather tokens cancel out: the weather stays {weather}</comment>
        <translation>
            <numerusform>{n} żeton pogody się znosi: pogoda pozostaje {weather}</numerusform>
            <numerusform>{n} żetony pogody się znoszą: pogoda pozostaje {weather}</numerusform>
            <numerusform>{n} żetonów pogody się znosi: pogoda pozostaje {weather}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="101"/>
        <source>weather change: the track is {weather} now, every dashboard flipped (the weather tokens back into the bag)</source>
        <translation>zmiana pogody: pogoda jest teraz {weather}, każdy kokpit odwrócony (żetony pogody wracają do woreczka)</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="105"/>
        <source>weather change: the track is {weather} now, every dashboard flipped (the weather tokens put aside)</source>
        <translation>zmiana pogody: pogoda jest teraz {weather}, każdy kokpit odwrócony (żetony pogody odłożone na bok)</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="125"/>
        <source>without weather: a weather token discarded, {token} drawn instead</source>
        <translation>bez pogody: żeton pogody odrzucony, zamiast niego wylosowano {token}</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="272"/>
        <source>tyres ({tyres} tyres on)</source>
        <translation>opony (założone opony {tyres})</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="273"/>
        <source>repair, every damage token back into the bag</source>
        <translation>naprawa, wszystkie żetony uszkodzeń wracają do woreczka</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="274"/>
        <source>repair and tyres ({tyres} tyres on), every damage token back into the bag</source>
        <translation>naprawa i opony (założone opony {tyres}), wszystkie żetony uszkodzeń wracają do woreczka</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="276"/>
        <source>pit stop: {lane} (token {token})</source>
        <translation>pit stop: {lane} (żeton {token})</translation>
    </message>
    <message>
        <location filename="../../engine/race.py" line="284"/>
        <source>its cell is taken: it stays beside the road</source>
        <translation>jego pole jest zajęte: zostaje obok drogi</translation>
    </message>
    <message>
        <location filename="../../engine/race.py" line="326"/>
        <source>back from the pits ({lane}, token {token}): on its cell in gear 0, and moves on</source>
        <translation>wraca z boksów ({lane}, żeton {token}): na swoje pole na biegu 0 i jedzie dalej</translation>
    </message>
    <message>
        <location filename="../../engine/race.py" line="333"/>
        <source>off the track: its cell is taken, it loses this turn too</source>
        <translation>poza torem: jego pole jest zajęte, traci też tę turę</translation>
    </message>
    <message>
        <location filename="../../engine/race.py" line="334"/>
        <source>back on the track in gear 0 (the 00 turn is over: off the track or in the pits)</source>
        <translation>z powrotem na torze na biegu 0 (tura 00 się skończyła: poza torem lub w boksach)</translation>
    </message>
    <message>
        <location filename="../../engine/raceturn.py" line="171"/>
        <source>no gear die left: retires</source>
        <translation>nie została żadna kość biegu: wycofuje się</translation>
    </message>
    <message>
        <location filename="../../engine/raceturn.py" line="234"/>
        <source>the cars ahead leave no way on</source>
        <translation>samochody z przodu nie zostawiają przejazdu</translation>
    </message>
    <message>
        <location filename="../../engine/raceturn.py" line="257"/>
        <source>blocked: the cars ahead leave no way on; the move ends here</source>
        <translation>zablokowany: samochody z przodu nie zostawiają przejazdu; ruch kończy się tutaj</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="139"/>
        <source>rally time</source>
        <translation>czas rajdu</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="139"/>
        <source>race time</source>
        <translation>czas wyścigu</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="140"/>
        <source>damage carried out of stages without service</source>
        <translation>uszkodzenia wyniesione z odcinków bez pomocy mechaników</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="141"/>
        <source>damage carried out of the stage</source>
        <translation>uszkodzenia wyniesione z odcinka</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="142"/>
        <source>Stage times (mean)</source>
        <translation>Czasy odcinków (średnia)</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="142"/>
        <source>Stage time (mean)</source>
        <translation>Czas odcinka (średnia)</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="143"/>
        <source>per rally</source>
        <translation>na rajd</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="143"/>
        <source>per race</source>
        <translation>na wyścig</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="406"/>
        <source>white</source>
        <comment>round marker</comment>
        <translation>biała</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="406"/>
        <source>black</source>
        <comment>round marker</comment>
        <translation>czarna</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="424"/>
        <source>{stage}: start order {cars}</source>
        <translation>{stage}: kolejność startu {cars}</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="426"/>
        <source>(service park after)</source>
        <translation>(potem pomoc mechaników)</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="433"/>
        <source>round {round} ({marker}): {cars}</source>
        <translation>runda {round} ({marker}): {cars}</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="436"/>
        <source>round {round}: {cars}</source>
        <translation>runda {round}: {cars}</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="439"/>
        <source>leader dice</source>
        <translation>kości lidera</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="441"/>
        <source>plan changed by traffic</source>
        <translation>plan zmieniony przez ruch</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="449"/>
        <source>sheet #{car}: {stage} {time} ({outcome})</source>
        <translation>arkusz #{car}: {stage} {time} ({outcome})</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="453"/>
        <source>incl. {seconds} s checkpoint</source>
        <translation>w tym {seconds} s za punkt kontrolny</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="454"/>
        <source>damage carried: {tokens}</source>
        <translation>przeniesione uszkodzenia: {tokens}</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="456"/>
        <source>spare wheel Y</source>
        <comment>rally sheet</comment>
        <translation>koło zapasowe T</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="457"/>
        <source>spare wheel N</source>
        <comment>rally sheet</comment>
        <translation>koło zapasowe N</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="458"/>
        <source>total {time} #{place}</source>
        <translation>łącznie {time} #{place}</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="24"/>
        <source>beside road</source>
        <comment>car state</comment>
        <translation>obok drogi</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="24"/>
        <source>finished</source>
        <comment>car state</comment>
        <translation>na mecie</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="25"/>
        <source>retired</source>
        <comment>car state</comment>
        <translation>wycofany</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="25"/>
        <source>stuck</source>
        <comment>car state</comment>
        <translation>utknął</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="31"/>
        <source>cars: {cars}</source>
        <translation>samochody: {cars}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="255"/>
        <source>(quick start)</source>
        <translation>(szybki start)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="260"/>
        <source>jumps {n} from {cell}</source>
        <translation>skok {n} z {cell}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="262"/>
        <source>(+{n}! track)</source>
        <translation>(+{n}! tor)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="275"/>
        <source>result: {outcome}, gear tokens {cards} s - focus tokens {seconds} = {time} s in {n} turn</source>
        <comment>result: {outcome}, gear tokens {cards} s - focus tokens {seconds} = {time} s in {n} turns</comment>
        <translation>
            <numerusform>wynik: {outcome}, żetony biegu {cards} s - żetony koncentracji {seconds} = {time} s w {n} turze</numerusform>
            <numerusform>wynik: {outcome}, żetony biegu {cards} s - żetony koncentracji {seconds} = {time} s w {n} turach</numerusform>
            <numerusform>wynik: {outcome}, żetony biegu {cards} s - żetony koncentracji {seconds} = {time} s w {n} turach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="280"/>
        <source>result: {outcome}, cards {cards} s - seconds tokens {seconds} = {time} s in {n} turns</source>
        <comment>result: {outcome}, cards {cards} s - seconds tokens {seconds} = {time} s in {n} turns</comment>
        <translation>
            <numerusform>wynik: {outcome}, karty {cards} s - żetony sekund {seconds} = {time} s w {n} turze</numerusform>
            <numerusform>wynik: {outcome}, karty {cards} s - żetony sekund {seconds} = {time} s w {n} turach</numerusform>
            <numerusform>wynik: {outcome}, karty {cards} s - żetony sekund {seconds} = {time} s w {n} turach</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="289"/>
        <source>turn {turn}: {cell} ({tile}) in gear {gear}, {mode}</source>
        <translation>tura {turn}: {cell} ({tile}) na biegu {gear}, {mode}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="292"/>
        <source>plan: {steps}</source>
        <translation>plan: {steps}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="293"/>
        <source>rolled: {dice}</source>
        <translation>rzut: {dice}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="296"/>
        <source>cells: {cells}</source>
        <translation>pola: {cells}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="301"/>
        <source>shortcut {cell}: token shows {face}</source>
        <translation>skrót {cell}: żeton pokazuje {face}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="303"/>
        <source>end {cell}:</source>
        <translation>koniec {cell}:</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="315"/>
        <source>LOSS OF CONTROL, token 0: spin ({seconds} s)</source>
        <translation>UTRATA KONTROLI, żeton 0: obrót ({seconds} s)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="317"/>
        <source>LOSS OF CONTROL, token 00: off the track ({seconds} s with the re-entry turn)</source>
        <translation>UTRATA KONTROLI, żeton 00: wypadnięcie z toru ({seconds} s z turą powrotu)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="320"/>
        <source>LOSS OF CONTROL, card 0 side: {card} ({seconds} s)</source>
        <translation>UTRATA KONTROLI, karta stroną 0: {card} ({seconds} s)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="323"/>
        <source>damage: {tokens}</source>
        <translation>uszkodzenia: {tokens}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="324"/>
        <source>next turn from gear {gear}</source>
        <translation>następna tura od biegu {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="326"/>
        <source>gear token {gear} ({seconds} s)</source>
        <translation>żeton biegu {gear} ({seconds} s)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="328"/>
        <source>card {card} ({seconds} s)</source>
        <translation>karta {card} ({seconds} s)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="330"/>
        <source>+{n} focus token</source>
        <comment>+{n} focus tokens</comment>
        <translation>
            <numerusform>+{n} żeton koncentracji</numerusform>
            <numerusform>+{n} żetony koncentracji</numerusform>
            <numerusform>+{n} żetonów koncentracji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="331"/>
        <source>+{n} seconds tokens</source>
        <comment>+{n} seconds tokens</comment>
        <translation>
            <numerusform>+{n} żeton sekund</numerusform>
            <numerusform>+{n} żetony sekund</numerusform>
            <numerusform>+{n} żetonów sekund</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="334"/>
        <source>{n} focus token spent securing</source>
        <comment>{n} focus tokens spent securing</comment>
        <translation>
            <numerusform>{n} żeton koncentracji wydany na zabezpieczenie</numerusform>
            <numerusform>{n} żetony koncentracji wydane na zabezpieczenie</numerusform>
            <numerusform>{n} żetonów koncentracji wydanych na zabezpieczenie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="336"/>
        <source>{n} seconds spent securing</source>
        <comment>{n} seconds spent securing</comment>
        <translation>
            <numerusform>{n} sekunda wydana na zabezpieczenie</numerusform>
            <numerusform>{n} sekundy wydane na zabezpieczenie</numerusform>
            <numerusform>{n} sekund wydanych na zabezpieczenie</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="344"/>
        <source>gear {gear}</source>
        <comment>time card</comment>
        <translation>biegu {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="351"/>
        <source>secured</source>
        <comment>die face</comment>
        <translation>zabezpieczona</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="190"/>
        <source>no die 'gear{gear}' for top gear {top}</source>
        <translation>brak kości 'gear{gear}' dla najwyższego biegu {top}</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="198"/>
        <source>no column {column}</source>
        <translation>brak kolumny {column}</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="206"/>
        <source>no back mix for gear {gear}</source>
        <translation>brak składu rewersów dla biegu {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="210"/>
        <source>spin+crash+sisu = {sum}, not the {n} cards of a deck</source>
        <translation>obrót+wypadek+SISU = {sum}, a nie {n} kart talii</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="218"/>
        <source>no crash damage for gear {gear}</source>
        <translation>brak uszkodzeń po wypadku dla biegu {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="252"/>
        <source>no dashboard column {column}</source>
        <translation>brak kolumny {column} kokpitu</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="265"/>
        <source>no value for gear {gear}</source>
        <translation>brak wartości dla biegu {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="167"/>
        <source>every die loses control here: the car must still move</source>
        <translation>tu każda kość oznacza utratę kontroli: samochód i tak musi jechać</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="184"/>
        <source>blocked: {why}; the move ends here in gear {gear}</source>
        <translation>zablokowany: {why}; ruch kończy się tutaj na biegu {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="196"/>
        <source>blocked for good: no die can ever enter a cell ahead; retires</source>
        <translation>zablokowany na stałe: żadna kość nigdy nie wejdzie na pole z przodu; wycofuje się</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="203"/>
        <source>no die can enter a cell ahead</source>
        <translation>żadna kość nie może wejść na pole z przodu</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="205"/>
        <source>house rule change-down: changes down to gear {gear} in place</source>
        <translation>zasada domowa change-down: redukuje do biegu {gear} w miejscu</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/simulate.py" line="235"/>
        <source>stops before die {die} ({n} hazard)</source>
        <comment>stops before die {die} ({n} hazards)</comment>
        <translation>
            <numerusform>zatrzymuje się przed kością {die} ({n} zagrożenie)</numerusform>
            <numerusform>zatrzymuje się przed kością {die} ({n} zagrożenia)</numerusform>
            <numerusform>zatrzymuje się przed kością {die} ({n} zagrożeń)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="260"/>
        <source>quick start shows a hazard: the turn ends in 2nd</source>
        <translation>szybki start pokazuje zagrożenie: tura kończy się na 2. biegu</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="293"/>
        <source>quick start shows a hazard: one cell in 2nd, no loss of control</source>
        <translation>szybki start pokazuje zagrożenie: jedno pole na 2. biegu, bez utraty kontroli</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="302"/>
        <source>SISU token cancels every hazard of this turn</source>
        <translation>żeton SISU znosi wszystkie zagrożenia tej tury</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="321"/>
        <source>dice re-laid: {dice}</source>
        <translation>kości przełożone: {dice}</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="399"/>
        <source>changes a wheel: its card replaces the gear-1 card; one gas-damage token back in the bag</source>
        <translation>zmienia koło: jego karta zastępuje kartę biegu 1; jeden żeton uszkodzeń utrzymania wraca do woreczka</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="454"/>
        <source>loss of control past the line: charged the gear-{gear} front</source>
        <translation>utrata kontroli za linią: liczy się awers karty biegu {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/testdrive.py" line="163"/>
        <source>the course is not complete</source>
        <translation>trasa nie jest kompletna</translation>
    </message>
    <message>
        <location filename="../../engine/testdrive.py" line="168"/>
        <source>mud on course tile {tile}: the course has tiles 1-{last}</source>
        <translation>błoto na kaflu {tile} trasy: trasa ma kafle 1-{last}</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="12"/>
        <source>flat-out</source>
        <comment>rolling mode</comment>
        <translation>gaz do dechy</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="12"/>
        <source>one-by-one</source>
        <comment>rolling mode</comment>
        <translation>po jednej</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="13"/>
        <source>forced</source>
        <comment>rolling mode</comment>
        <translation>wymuszony</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="13"/>
        <source>re-entry</source>
        <comment>rolling mode</comment>
        <translation>powrót</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="14"/>
        <source>blocked</source>
        <comment>rolling mode</comment>
        <translation>zablokowany</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="14"/>
        <source>retired</source>
        <comment>rolling mode</comment>
        <translation>wycofany</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="15"/>
        <source>gas</source>
        <translation>utrzymanie</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="15"/>
        <source>leader</source>
        <comment>die</comment>
        <translation>lider</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="15"/>
        <source>brake</source>
        <translation>hamowanie</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="16"/>
        <source>brake as gas</source>
        <comment>die</comment>
        <translation>hamowanie jako utrzymanie</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="17"/>
        <source>spin</source>
        <translation>obrót</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="17"/>
        <source>crash</source>
        <translation>wypadek</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="17"/>
        <source>sisu</source>
        <translation>SISU</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="17"/>
        <source>spare wheel</source>
        <translation>koło zapasowe</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="18"/>
        <source>gear</source>
        <translation>bieg</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="18"/>
        <source>green_flag</source>
        <translation>zielona flaga</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="18"/>
        <source>weather</source>
        <translation>pogoda</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="19"/>
        <source>yellow_flag</source>
        <translation>żółta flaga</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="20"/>
        <source>ok</source>
        <comment>shortcut token</comment>
        <translation>bez skutku</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="20"/>
        <source>puncture</source>
        <comment>shortcut token</comment>
        <translation>przebita opona</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="21"/>
        <source>mud</source>
        <comment>shortcut token</comment>
        <translation>błoto</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="22"/>
        <source>dry</source>
        <comment>weather</comment>
        <translation>sucha</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="22"/>
        <source>wet</source>
        <comment>weather</comment>
        <translation>deszczowa</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="23"/>
        <source>road</source>
        <comment>tyres</comment>
        <translation>szosowe</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="23"/>
        <source>rain</source>
        <comment>tyres</comment>
        <translation>deszczowe</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="24"/>
        <source>tyres</source>
        <comment>pit lane</comment>
        <translation>opony</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="24"/>
        <source>repair</source>
        <comment>pit lane</comment>
        <translation>naprawa</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="25"/>
        <source>repair_and_tyres</source>
        <comment>pit lane</comment>
        <translation>naprawa i opony</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="26"/>
        <source>finished</source>
        <comment>run outcome</comment>
        <translation>ukończony</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="26"/>
        <source>retired</source>
        <comment>run outcome</comment>
        <translation>wycofany</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="27"/>
        <source>stuck</source>
        <comment>run outcome</comment>
        <translation>utknął</translation>
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
        <location filename="../../export/bundle.py" line="188"/>
        <source>changed since pacenote wrote it, and the new bundle has a file of that name: move it away, or export to a new folder</source>
        <translation>zmieniony od zapisania przez pacenote, a nowy pakiet ma plik o tej nazwie: przenieś go albo eksportuj do nowego folderu</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="191"/>
        <source>a file pacenote did not write, and the new bundle has a file of that name: move it away, or export to a new folder</source>
        <translation>plik, którego pacenote nie zapisał, a nowy pakiet ma plik o tej nazwie: przenieś go albo eksportuj do nowego folderu</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="220"/>
        <source>exists and is not a folder: a bundle is a folder</source>
        <translation>istnieje i nie jest folderem: pakiet to folder</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="225"/>
        <source>is a folder that is not empty and holds no pacenote bundle (no {manifest}): choose a new or empty folder</source>
        <translation>to niepusty folder bez pakietu pacenote (brak {manifest}): wybierz nowy lub pusty folder</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="232"/>
        <source>not a pacenote bundle manifest (format {format}, version {version})</source>
        <translation>to nie manifest pakietu pacenote (format {format}, wersja {version})</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="239"/>
        <source>expected an object</source>
        <translation>oczekiwano obiektu</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="242"/>
        <source>not a list of file names in the folder and their SHA-256 digests</source>
        <translation>to nie lista nazw plików w folderze z ich skrótami SHA-256</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="274"/>
        <source>rally booklet (PDF)</source>
        <translation>książeczka rajdu (PDF)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="274"/>
        <source>build guide (PDF)</source>
        <translation>instrukcja budowy (PDF)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="276"/>
        <source>rally file</source>
        <translation>plik rajdu</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="279"/>
        <source>the rally at a glance</source>
        <translation>rajd w skrócie</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="280"/>
        <source>pick list (tiles.txt)</source>
        <translation>lista kafli (tiles.txt)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="289"/>
        <source>not written, {where}: {problem}</source>
        <translation>nie zapisano, {where}: {problem}</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="299"/>
        <source>picture (PNG)</source>
        <translation>obraz (PNG)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="300"/>
        <source>this page</source>
        <translation>ta strona</translation>
    </message>
    <message>
        <location filename="../../export/guide.py" line="142"/>
        <source>the course is not one clean START → FINISH chain</source>
        <translation>trasa nie jest jednym czystym łańcuchem START → FINISH</translation>
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
        <translation>KRÓTKI ODCINEK SPECJALNY</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="71"/>
        <source>MEDIUM STAGE</source>
        <translation>STANDARDOWY ODCINEK SPECJALNY</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="72"/>
        <source>LONG STAGE</source>
        <translation>DŁUGI ODCINEK SPECJALNY</translation>
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
        <translation>{title} · odcinek specjalny {n} z {count}</translation>
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
        <location filename="../../export/qtpaint.py" line="109"/>
        <source>scale {scale} is far too large for a picture</source>
        <translation>skala {scale} jest o wiele za duża na obraz</translation>
    </message>
    <message>
        <location filename="../../export/qtpaint.py" line="133"/>
        <source>the picture would be {width} x {height} pixels, more than the limit ({pixels} pixels, {side} a side): use --scale {fit} or less, or write .svg</source>
        <translation>obraz miałby {width} x {height} pikseli, ponad limit ({pixels} pikseli, {side} na bok): użyj --scale {fit} lub mniej albo zapisz .svg</translation>
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
        <location filename="../../export/render.py" line="32"/>
        <source>no extension</source>
        <translation>brak rozszerzenia</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="33"/>
        <source>cannot write {what}: use {formats}</source>
        <translation>nie można zapisać {what}: użyj {formats}</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="36"/>
        <source>scale must be a positive number, not {scale}</source>
        <translation>skala musi być liczbą dodatnią, nie {scale}</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="46"/>
        <source>PNG output</source>
        <translation>Zapis PNG</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="46"/>
        <source>write .svg</source>
        <translation>zapisz .svg</translation>
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
        <location filename="../../export/writer.py" line="36"/>
        <source>cannot write {what}: use .pdf, .svg or .png, or a folder (DIR/) for the bundle</source>
        <translation>nie można zapisać {what}: użyj .pdf, .svg lub .png albo folderu (DIR/) na pakiet</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/writer.py" line="39"/>
        <source>a rally booklet has {n} page and {suffix} holds one: export it as .pdf</source>
        <comment>a rally booklet has {n} pages and {suffix} holds one: export it as .pdf</comment>
        <translation>
            <numerusform>książeczka rajdu ma {n} stronę, a {suffix} mieści jedną: eksportuj ją jako .pdf</numerusform>
            <numerusform>książeczka rajdu ma {n} strony, a {suffix} mieści jedną: eksportuj ją jako .pdf</numerusform>
            <numerusform>książeczka rajdu ma {n} stron, a {suffix} mieści jedną: eksportuj ją jako .pdf</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/writer.py" line="42"/>
        <source>a rally booklet has several pages and {suffix} holds one: export it as .pdf</source>
        <translation>książeczka rajdu ma kilka stron, a {suffix} mieści jedną: eksportuj ją jako .pdf</translation>
    </message>
    <message>
        <location filename="../../export/writer.py" line="45"/>
        <source>pacenote export (PDF, SVG and PNG pages)</source>
        <translation>pacenote export (strony PDF, SVG i PNG)</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="36"/>
        <source>table {text}: write WIDTHxDEPTH in cm, e.g. 120x80</source>
        <translation>stół {text}: podaj SZEROKOŚĆxGŁĘBOKOŚĆ w cm, np. 120x80</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="45"/>
        <source>par {text}: write M:SS or seconds, e.g. 2:30</source>
        <translation>par {text}: podaj M:SS albo sekundy, np. 2:30</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="53"/>
        <source>feature {name}: choose from {names}</source>
        <translation>element {name}: wybierz spośród {names}</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="66"/>
        <source>terrain {text}: write e.g. gravel,asphalt or gravel:60,asphalt:40</source>
        <translation>nawierzchnia {text}: podaj np. gravel,asphalt albo gravel:60,asphalt:40</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="72"/>
        <source>terrain {text}: write a terrain, or terrain:share with a share above 0 (gravel:60)</source>
        <translation>nawierzchnia {text}: podaj nawierzchnię albo nawierzchnia:udział z udziałem powyżej 0 (gravel:60)</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="76"/>
        <source>terrain {text}: a terrain named twice</source>
        <translation>nawierzchnia {text}: nawierzchnia podana dwa razy</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="79"/>
        <source>terrain {text}: give every terrain a share, or none</source>
        <translation>nawierzchnia {text}: podaj udział każdej nawierzchni albo żadnej</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="115"/>
        <source>class {name}: choose from {names}</source>
        <translation>klasa {name}: wybierz spośród {names}</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="118"/>
        <source>difficulty {name}: choose from {names}</source>
        <translation>trudność {name}: wybierz spośród {names}</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="122"/>
        <source>features: {name} is both wanted and banned</source>
        <translation>elementy: {name} jest jednocześnie chciany i zakazany</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="125"/>
        <source>players: 1 to 10</source>
        <translation>gracze: od 1 do 10</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="96"/>
        <source>with {feature}: GT pieces have no {feature}; nearest achievable: without {feature}</source>
        <translation>z {feature}: elementy GT nie mają {feature}; najbliżej osiągalne: bez {feature}</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="110"/>
        <source>boxes: no start-finish piece (102) among the tiles owned</source>
        <translation>pudełka: wśród posiadanych kafli nie ma elementu start-meta (102)</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="113"/>
        <source>tiles: {asked} pieces asked but the boxes owned ({boxes}) hold {most} of one lane width (102 included); nearest achievable: {most}</source>
        <translation>kafle: zażądano {asked} elementów, a posiadane pudełka ({boxes}) mają {most} o jednej szerokości pasa (z 102); najbliżej osiągalne: {most}</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="155"/>
        <source>table: no circuit of {n} pieces found that fits {table}; nearest achievable: {smallest}</source>
        <translation>stół: nie znaleziono toru z {n} elementów mieszczącego się na {table}; najbliżej osiągalne: {smallest}</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="158"/>
        <source>no circuit of {n} pieces closed within the budget; try a larger --budget</source>
        <translation>żaden tor z {n} elementów nie zamknął się w limicie czasu; spróbuj większego --budget</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="48"/>
        <source>boxes: no START and FINISH among the tiles owned</source>
        <translation>pudełka: wśród posiadanych kafli nie ma START i FINISH</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="52"/>
        <source>tiles: {asked} road tiles asked but the boxes owned ({boxes}) hold {most} (START and FINISH included); nearest achievable: {most}</source>
        <translation>kafle: zażądano {asked} kafli drogi, a posiadane pudełka ({boxes}) mają {most} (z START i FINISH); najbliżej osiągalne: {most}</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="60"/>
        <source>with {feature}: no tile owned has {feature}; nearest achievable: without {feature}</source>
        <translation>z {feature}: żaden posiadany kafel nie ma {feature}; najbliżej osiągalne: bez {feature}</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="69"/>
        <source>table: {n} tiles of {tile} cm cover {area} m², more than {table}; nearest achievable: a table larger than {width}x{height} cm (the tiles' own area)</source>
        <translation>stół: {n} kafli po {tile} cm zajmuje {area} m², więcej niż {table}; najbliżej osiągalne: stół większy niż {width}x{height} cm (sama powierzchnia kafli)</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="82"/>
        <source>terrain {name}: no tile owned ({boxes}) has {name}; nearest achievable: {terrains}</source>
        <translation>nawierzchnia {name}: żaden posiadany kafel ({boxes}) nie ma {name}; najbliżej osiągalne: {terrains}</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="100"/>
        <source>boxes: {problem}</source>
        <translation>pudełka: {problem}</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="102"/>
        <source>boxes: GT boxes make circuits (pacenote generate --boxes gt-core makes a closed circuit)</source>
        <translation>pudełka: pudełka GT tworzą tory (pacenote generate --boxes gt-core tworzy zamknięty tor)</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="114"/>
        <source>table: no chain of {n} tiles found that fits {table}; try a larger table or fewer tiles</source>
        <translation>stół: nie znaleziono łańcucha {n} kafli mieszczącego się na {table}; spróbuj większego stołu albo mniej kafli</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="117"/>
        <source>no stage found within the budget; try a larger --budget</source>
        <translation>nie znaleziono odcinka w limicie czasu; spróbuj większego --budget</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="122"/>
        <source>par: {par} is out of reach with {n} tiles of {boxes}; nearest achieved: {best}</source>
        <translation>par: {par} jest nieosiągalny z {n} kafli z {boxes}; najbliżej osiągnięte: {best}</translation>
    </message>
    <message>
        <location filename="../../generate/rally.py" line="61"/>
        <source>service {text}: write after:1,2 (stage numbers)</source>
        <translation>pomoc mechaników {text}: podaj after:1,2 (numery odcinków)</translation>
    </message>
    <message>
        <location filename="../../generate/rally.py" line="65"/>
        <source>service after {n}: the rally has stages 1-{stages}</source>
        <translation>pomoc mechaników po {n}: rajd ma odcinki 1-{stages}</translation>
    </message>
    <message>
        <location filename="../../generate/rally.py" line="101"/>
        <source>minutes: {minutes} min is more than {stages} long stages take for {players} players; nearest achievable: about {top} min (or more --stages)</source>
        <translation>minuty: {minutes} min to więcej, niż trwa {stages} długich odcinków dla {players} graczy; najbliżej osiągalne: około {top} min (albo więcej --stages)</translation>
    </message>
    <message>
        <location filename="../../generate/rally.py" line="106"/>
        <source>minutes: {minutes} min is less than {stages} short stages take for {players} players; nearest achievable: about {low} min (or fewer --stages)</source>
        <translation>minuty: {minutes} min to mniej, niż trwa {stages} krótkich odcinków dla {players} graczy; najbliżej osiągalne: około {low} min (albo mniej --stages)</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="17"/>
        <source>boxes</source>
        <comment>brief point</comment>
        <translation>pudełka</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="17"/>
        <source>tiles</source>
        <comment>brief point</comment>
        <translation>kafle</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="18"/>
        <source>class</source>
        <comment>brief point</comment>
        <translation>klasa</translation>
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
        <translation>ryzyko</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="19"/>
        <source>features</source>
        <comment>brief point</comment>
        <translation>elementy</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="20"/>
        <source>terrain</source>
        <comment>brief point</comment>
        <translation>nawierzchnia</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="20"/>
        <source>players</source>
        <comment>brief point</comment>
        <translation>gracze</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="21"/>
        <source>table</source>
        <comment>brief point</comment>
        <translation>stół</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="21"/>
        <source>checks</source>
        <comment>brief point</comment>
        <translation>kontrole</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="22"/>
        <source>duration</source>
        <comment>brief point</comment>
        <translation>czas</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="23"/>
        <source>easy</source>
        <comment>difficulty</comment>
        <translation>łatwy</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="23"/>
        <source>medium</source>
        <comment>difficulty</comment>
        <translation>średni</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="24"/>
        <source>hard</source>
        <comment>difficulty</comment>
        <translation>trudny</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="25"/>
        <source>gravel</source>
        <comment>terrain</comment>
        <translation>szuter</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="25"/>
        <source>asphalt</source>
        <comment>terrain</comment>
        <translation>asfalt</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="26"/>
        <source>snow</source>
        <comment>terrain</comment>
        <translation>śnieg</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="27"/>
        <source>jumps</source>
        <comment>feature</comment>
        <translation>skoki</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="27"/>
        <source>fords</source>
        <comment>feature</comment>
        <translation>przeszkody wodne</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="28"/>
        <source>shortcuts</source>
        <comment>feature</comment>
        <translation>skróty</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="28"/>
        <source>slides</source>
        <comment>feature</comment>
        <translation>sliding</translation>
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
        <translation>CHYBIONE</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="52"/>
        <source>{point} target {target} achieved {achieved} {mark}</source>
        <translation>{point} cel {target} osiągnięto {achieved} {mark}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../generate/report.py" line="66"/>
        <source>{n} piece of {tileset}</source>
        <comment>{n} pieces of {tileset}</comment>
        <translation>
            <numerusform>{n} element z {tileset}</numerusform>
            <numerusform>{n} elementy z {tileset}</numerusform>
            <numerusform>{n} elementów z {tileset}</numerusform>
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
        <translation>{time} (ekspert, dokładnie)</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="84"/>
        <source>{losses} losses/run</source>
        <translation>{losses} utrat/przejazd</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="88"/>
        <source>~{losses} (estimate; not driven)</source>
        <translation>~{losses} (szacunek; bez przejazdu)</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="96"/>
        <source>none</source>
        <comment>features</comment>
        <translation>brak</translation>
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
            <numerusform>~{minutes} min, {n} rząd na jedno auto</numerusform>
            <numerusform>~{minutes} min, {n} rzędy na jedno auto</numerusform>
            <numerusform>~{minutes} min, {n} rzędów na jedno auto</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="115"/>
        <source>{footprint} (turned {angle}°)</source>
        <translation>{footprint} (obrót o {angle}°)</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="126"/>
        <source>{errors}, {warnings}</source>
        <translation>{errors}, {warnings}</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="143"/>
        <source>{losses} losses/run ({difficulty})</source>
        <translation>{losses} utrat/przejazd ({difficulty})</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="70"/>
        <source> within the {budget} s budget</source>
        <translation> w limicie {budget} s</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="72"/>
        <source>{tries} of {of} arrangements tried in {seconds} s{within}</source>
        <translation>wypróbowano {tries} z {of} ułożeń w {seconds} s{within}</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="94"/>
        <source>no circuit found: {reached} (a larger --budget may find one)</source>
        <translation>nie znaleziono toru: {reached} (większy --budget może go znaleźć)</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="96"/>
        <source>no layout found: {reached} (a larger --budget may find one)</source>
        <translation>nie znaleziono ułożenia: {reached} (większy --budget może je znaleźć)</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="127"/>
        <source>unknown tile side {id}</source>
        <translation>nieznana strona kafla {id}</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="136"/>
        <source>a stage needs exactly one START, one FINISH and at most one service park</source>
        <translation>odcinek potrzebuje dokładnie jednego START, jednego FINISH i najwyżej jednego parku pomocy mechaników</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="143"/>
        <source>no layout joins these tiles into one chain without overlaps</source>
        <translation>żadne ułożenie nie łączy tych kafli w jeden łańcuch bez nakładania</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="153"/>
        <source>{first} and {second} are both sides of tile {number}</source>
        <translation>{first} i {second} to obie strony kafla {number}</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="155"/>
        <source>{ids} are both sides of tile {number}</source>
        <translation>{ids} to obie strony kafla {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/autolayout.py" line="158"/>
        <source>tile {number} is listed {n} time ({ids})</source>
        <comment>tile {number} is listed {n} times ({ids})</comment>
        <translation>
            <numerusform>kafel {number} występuje na liście {n} raz ({ids})</numerusform>
            <numerusform>kafel {number} występuje na liście {n} razy ({ids})</numerusform>
            <numerusform>kafel {number} występuje na liście {n} razy ({ids})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="166"/>
        <source>{problem} but {held}; a tile with the same road shape: {alike} (or --boxes {more})</source>
        <translation>{problem}, ale {held}; kafel o tym samym kształcie drogi: {alike} (albo --boxes {more})</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="168"/>
        <source>{problem} but {held} (or --boxes {more})</source>
        <translation>{problem}, ale {held} (albo --boxes {more})</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="124"/>
        <source>{item} is not a box name (a box name, or NAME:COUNT such as dirt-core:2)</source>
        <translation>{item} to nie nazwa pudełka (nazwa pudełka albo NAZWA:LICZBA, np. dirt-core:2)</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="130"/>
        <source>{count}: a box count is 1 to 9</source>
        <translation>{count}: liczba pudełek to od 1 do 9</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="133"/>
        <source>no box named (known: {known})</source>
        <translation>nie podano pudełka (znane: {known})</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="142"/>
        <source>unknown box {name} (did you mean {close}?); known: {known}</source>
        <translation>nieznane pudełko {name} (czy chodziło o {close}?); znane: {known}</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="144"/>
        <source>unknown box {name}; known: {known}</source>
        <translation>nieznane pudełko {name}; znane: {known}</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="197"/>
        <source>your boxes ({names})</source>
        <translation>twoje pudełka ({names})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/boxes.py" line="213"/>
        <source>{n} box</source>
        <comment>{n} boxes</comment>
        <translation>
            <numerusform>{n} pudełko</numerusform>
            <numerusform>{n} pudełka</numerusform>
            <numerusform>{n} pudełek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/circuitlayout.py" line="88"/>
        <source>tile {number} is used {n} time but {held} (or --boxes {more})</source>
        <comment>tile {number} is used {n} times but {held} (or --boxes {more})</comment>
        <translation>
            <numerusform>kafel {number} użyto {n} raz, ale {held} (albo --boxes {more})</numerusform>
            <numerusform>kafel {number} użyto {n} razy, ale {held} (albo --boxes {more})</numerusform>
            <numerusform>kafel {number} użyto {n} razy, ale {held} (albo --boxes {more})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/circuitlayout.py" line="95"/>
        <source>a circuit needs exactly one start-finish piece (102a/102b) and at most one pit-stop piece (101)</source>
        <translation>tor potrzebuje dokładnie jednego elementu start-meta (102a/102b) i najwyżej jednego elementu pit stop (101)</translation>
    </message>
    <message>
        <location filename="../../pacenote/circuitlayout.py" line="101"/>
        <source>no closed loop through 102 uses exactly these pieces</source>
        <translation>żadna zamknięta pętla przez 102 nie używa dokładnie tych elementów</translation>
    </message>
    <message>
        <location filename="../../pacenote/circuitlayout.py" line="181"/>
        <source>no free hex beside the circuit</source>
        <translation>brak wolnego heksu obok toru</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="207"/>
        <source>{n} tiles on hex {q},{r}</source>
        <translation>kafle na heksie {q},{r}: {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="289"/>
        <source>the course from the START does not reach the FINISH</source>
        <translation>trasa od START nie dociera do FINISH</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="294"/>
        <source>the course leading to the FINISH does not begin at a START</source>
        <translation>trasa prowadząca do FINISH nie zaczyna się na START</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="301"/>
        <source>{id} ({lanes} lanes) does not line up with {other} ({other_lanes} lanes)</source>
        <translation>{id} (pasy: {lanes}) nie pasuje do {other} (pasy: {other_lanes})</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="319"/>
        <source>empty hex {q},{r},</source>
        <translation>pusty heks {q},{r},</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="320"/>
        <source>hex {q},{r}, which holds only scenery ({tile}),</source>
        <translation>heks {q},{r}, na którym jest tylko dekoracja ({tile}),</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="322"/>
        <source>the course stops at {tile}: its road leaves by its {side} side to {there} where the next tile goes</source>
        <translation>trasa kończy się na {tile}: jej droga wychodzi stroną {side} na {there} gdzie idzie następny kafel</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="45"/>
        <source>{n} START tiles</source>
        <translation>kafle START: {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="50"/>
        <source>{n} FINISH tiles</source>
        <translation>kafle FINISH: {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="54"/>
        <source>no START tile (202a/202b)</source>
        <translation>brak kafla START (202a/202b)</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="56"/>
        <source>no FINISH tile (203a/203b)</source>
        <translation>brak kafla FINISH (203a/203b)</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="239"/>
        <source>the road of {tile} runs into {other}, which has no road on that side: turn one of them or put another tile there</source>
        <translation>droga {tile} wpada na {other}, który nie ma drogi po tej stronie: obróć jeden z nich albo połóż tam inny kafel</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="252"/>
        <source>the course runs from {tile} back into {other}: a stage runs from START to FINISH and never meets itself</source>
        <translation>trasa wraca z {tile} do {other}: odcinek biegnie od START do FINISH i nigdy nie spotyka samego siebie</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="261"/>
        <source>the service park {tile} closes the road before the FINISH; it belongs right after the FINISH</source>
        <translation>kafel pomocy mechaników {tile} zamyka drogę przed FINISH; jego miejsce jest zaraz za FINISH</translation>
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
        <location filename="../../pacenote/drivable.py" line="20"/>
        <source>no cell behind the start line: cars have nowhere to line up</source>
        <translation>brak pola za linią startu: samochody nie mają gdzie się ustawić</translation>
    </message>
    <message>
        <location filename="../../pacenote/drivable.py" line="21"/>
        <source>the circuit does not close: it has no lap</source>
        <translation>tor się nie zamyka: nie ma okrążenia</translation>
    </message>
    <message>
        <location filename="../../pacenote/drivable.py" line="22"/>
        <source>the course is not one chain of tiles from START to FINISH</source>
        <translation>trasa nie jest jednym łańcuchem kafli od START do FINISH</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="36"/>
        <source>{what} needs Qt (PySide6), which is not installed: {extra}</source>
        <translation>{what} wymaga Qt (PySide6), którego nie zainstalowano: {extra}</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="38"/>
        <source>{what} needs Qt (PySide6), which is not installed: {extra} (or {instead})</source>
        <translation>{what} wymaga Qt (PySide6), którego nie zainstalowano: {extra} (albo {instead})</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="71"/>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="100"/>
        <source>Permission denied</source>
        <translation>Brak uprawnień</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="101"/>
        <source>Operation not permitted</source>
        <translation>Operacja niedozwolona</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="102"/>
        <source>No such file or directory</source>
        <translation>Nie ma takiego pliku ani folderu</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="103"/>
        <source>Read-only file system</source>
        <translation>System plików tylko do odczytu</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="104"/>
        <source>No space left on device</source>
        <translation>Brak miejsca na urządzeniu</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="105"/>
        <source>File name too long</source>
        <translation>Za długa nazwa pliku</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="106"/>
        <source>Too many levels of symbolic links</source>
        <translation>Za dużo poziomów dowiązań symbolicznych</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="107"/>
        <source>Is a directory</source>
        <translation>To folder</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="107"/>
        <source>Not a directory</source>
        <translation>To nie folder</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="119"/>
        <source>cannot write: {reason}</source>
        <translation>nie można zapisać: {reason}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/__init__.py" line="40"/>
        <source>a rally file, not a stage: give one of its stage files</source>
        <translation>plik rajdu, nie odcinek: podaj jeden z jego plików odcinków</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/__init__.py" line="48"/>
        <source>unknown stage file type: expected a name ending in .stage.json (pacenote), .json (Rekee) or .rgt</source>
        <translation>nieznany typ pliku odcinka: oczekiwano nazwy kończącej się na .stage.json (pacenote), .json (Rekee) lub .rgt</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/__init__.py" line="93"/>
        <source>read as {encoding} text (pacenote writes UTF-8)</source>
        <translation>odczytany jako tekst {encoding} (pacenote zapisuje UTF-8)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/__init__.py" line="123"/>
        <source>would not read back: {problem}</source>
        <translation>nie dałoby się odczytać z powrotem: {problem}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/native.py" line="103"/>
        <source>unknown tileset (known: {names})</source>
        <translation>nieznany zestaw kafli (znane: {names})</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="23"/>
        <source>a JSON integer</source>
        <translation>liczbę całkowitą JSON</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="24"/>
        <source>a number</source>
        <translation>liczbę</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="25"/>
        <source>a string</source>
        <translation>napis</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="26"/>
        <source>an array</source>
        <translation>tablicę</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="27"/>
        <source>an object</source>
        <translation>obiekt</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="38"/>
        <source>an integer</source>
        <translation>liczba całkowita</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="40"/>
        <source>a number with a decimal point</source>
        <translation>liczba z kropką dziesiętną</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="41"/>
        <source>no finite number</source>
        <translation>brak liczby skończonej</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="43"/>
        <source>a string of {n} character</source>
        <comment>a string of {n} characters</comment>
        <translation>
            <numerusform>napis z {n} znaku</numerusform>
            <numerusform>napis z {n} znaków</numerusform>
            <numerusform>napis z {n} znaków</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="44"/>
        <source>an empty string</source>
        <translation>pusty napis</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="46"/>
        <source>an array of {n} item</source>
        <comment>an array of {n} items</comment>
        <translation>
            <numerusform>tablica z {n} elementem</numerusform>
            <numerusform>tablica z {n} elementami</numerusform>
            <numerusform>tablica z {n} elementami</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="48"/>
        <source>an object of {n} key</source>
        <comment>an object of {n} keys</comment>
        <translation>
            <numerusform>obiekt z {n} kluczem</numerusform>
            <numerusform>obiekt z {n} kluczami</numerusform>
            <numerusform>obiekt z {n} kluczami</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="49"/>
        <source>a value of another kind</source>
        <translation>wartość innego rodzaju</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="65"/>
        <source>expected a finite number, got {got}</source>
        <translation>oczekiwano liczby skończonej, jest: {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="68"/>
        <source>expected {kinds}, got {got}</source>
        <translation>oczekiwano: {kinds}, jest: {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="70"/>
        <source>{problem} (write it without a decimal point)</source>
        <translation>{problem} (zapisz ją bez kropki dziesiętnej)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="87"/>
        <source>missing required key {key}</source>
        <translation>brak wymaganego klucza {key}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="98"/>
        <source>{got}, not a tile id (expected e.g. 210a, 103a-2, PODIUM)</source>
        <translation>{got}, a nie id kafla (oczekiwano np. 210a, 103a-2, PODIUM)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="110"/>
        <source>{n} tile, more than the limit of {limit}</source>
        <comment>{n} tiles, more than the limit of {limit}</comment>
        <translation>
            <numerusform>{n} kafel, ponad limit {limit}</numerusform>
            <numerusform>{n} kafle, ponad limit {limit}</numerusform>
            <numerusform>{n} kafli, ponad limit {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="112"/>
        <source>{n} token, more than the limit of {limit}</source>
        <comment>{n} tokens, more than the limit of {limit}</comment>
        <translation>
            <numerusform>{n} żeton, ponad limit {limit}</numerusform>
            <numerusform>{n} żetony, ponad limit {limit}</numerusform>
            <numerusform>{n} żetonów, ponad limit {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="114"/>
        <source>{n} stage, more than the limit of {limit}</source>
        <comment>{n} stages, more than the limit of {limit}</comment>
        <translation>
            <numerusform>{n} odcinek, ponad limit {limit}</numerusform>
            <numerusform>{n} odcinki, ponad limit {limit}</numerusform>
            <numerusform>{n} odcinków, ponad limit {limit}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="124"/>
        <source>farther than {limit} hexes from the origin (the limit)</source>
        <translation>dalej niż {limit} heksów od początku układu (limit)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="132"/>
        <source>beyond the limit of {limit} for a token number</source>
        <translation>ponad limit {limit} dla liczby żetonu</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/rgt.py" line="142"/>
        <source>token {token} has no .rgt equivalent (Rekee cannot export it either); remove it or save as .json or .stage.json</source>
        <translation>żeton {token} nie ma odpowiednika w .rgt (Rekee też nie umie go wyeksportować); usuń go lub zapisz jako .json lub .stage.json</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/rgt.py" line="157"/>
        <source>the {encoding} encoding of the file read (written as UTF-8, as Rekee writes .rgt)</source>
        <translation>kodowanie {encoding} odczytanego pliku (zapisano w UTF-8, tak jak Rekee zapisuje .rgt)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/rgt.py" line="161"/>
        <source>the missing terrain of {n} token (written as gravel 'dirt' tokens)</source>
        <comment>the missing terrain of {n} tokens (written as gravel 'dirt' tokens)</comment>
        <translation>
            <numerusform>brakujący teren {n} żetonu (zapisany jako szutrowy żeton 'dirt')</numerusform>
            <numerusform>brakujący teren {n} żetonów (zapisane jako szutrowe żetony 'dirt')</numerusform>
            <numerusform>brakujący teren {n} żetonów (zapisane jako szutrowe żetony 'dirt')</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/rgt.py" line="166"/>
        <source>the side letter of {n} pit stop tile {id}a/b (.rgt has one id for both identical sides; reads back as {id})</source>
        <comment>the side letter of {n} pit stop tiles {id}a/b (.rgt has one id for both identical sides; reads back as {id})</comment>
        <translation>
            <numerusform>litera strony {n} kafla pit stop {id}a/b (.rgt ma jeden id dla obu identycznych stron; wczytuje się jako {id})</numerusform>
            <numerusform>litera strony {n} kafli pit stop {id}a/b (.rgt ma jeden id dla obu identycznych stron; wczytują się jako {id})</numerusform>
            <numerusform>litera strony {n} kafli pit stop {id}a/b (.rgt ma jeden id dla obu identycznych stron; wczytują się jako {id})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="51"/>
        <source>tile {n} ({tile} at q={q}, r={r})</source>
        <translation>kafel {n} ({tile} w q={q}, r={r})</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="60"/>
        <source>{tile} is not a tile id</source>
        <translation>{tile} nie jest identyfikatorem kafla</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="76"/>
        <source>the notes ({format} has no field for them)</source>
        <translation>notatki ({format} nie ma na nie pola)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="78"/>
        <source>tileset {tileset} ({format} has no field for it)</source>
        <translation>zestaw kafli {tileset} ({format} nie ma na niego pola)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="81"/>
        <source>the lap count {laps} ({format} has no field for it)</source>
        <translation>liczba okrążeń {laps} ({format} nie ma na nią pola)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/writing.py" line="86"/>
        <source>{n} hex with more than one tile, e.g. q={q}, r={r} (Rekee keeps only the last tile on a hex)</source>
        <comment>{n} hexes with more than one tile, e.g. q={q}, r={r} (Rekee keeps only the last tile on a hex)</comment>
        <translation>
            <numerusform>{n} heks z więcej niż jednym kaflem, np. q={q}, r={r} (Rekee zachowuje tylko ostatni kafel na heksie)</numerusform>
            <numerusform>{n} heksy z więcej niż jednym kaflem, np. q={q}, r={r} (Rekee zachowuje tylko ostatni kafel na heksie)</numerusform>
            <numerusform>{n} heksów z więcej niż jednym kaflem, np. q={q}, r={r} (Rekee zachowuje tylko ostatni kafel na heksie)</numerusform>
        </translation>
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
        <location filename="../../pacenote/i18n.py" line="98"/>
        <source>unknown language {language}: choose one of {languages}</source>
        <translation>nieznany język {language}: wybierz jeden z {languages}</translation>
    </message>
    <message>
        <location filename="../../pacenote/i18n.py" line="352"/>
        <source>{first} or {last}</source>
        <translation>{first} lub {last}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="42"/>
        <source>is a directory, not a file</source>
        <translation>to folder, nie plik</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="43"/>
        <source>no such file</source>
        <translation>nie ma takiego pliku</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="63"/>
        <source>expected a file name ending in {suffixes}</source>
        <translation>oczekiwano nazwy pliku kończącej się na {suffixes}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="71"/>
        <source>no such file (a folder on its path is a file)</source>
        <translation>nie ma takiego pliku (folder na jego ścieżce jest plikiem)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="84"/>
        <source>larger than the limit of {limit} bytes</source>
        <translation>większy niż limit {limit} bajtów</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="93"/>
        <source>is not a regular file (a device, pipe or socket); pacenote reads only regular files</source>
        <translation>to nie zwykły plik (urządzenie, potok lub gniazdo); pacenote czyta tylko zwykłe pliki</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="96"/>
        <source>{size} bytes, larger than the limit of {limit} bytes</source>
        <translation>{size} bajtów, więcej niż limit {limit} bajtów</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="135"/>
        <source>not UTF-16 text, though it starts with a UTF-16 byte order mark</source>
        <translation>to nie tekst UTF-16, choć zaczyna się od znacznika kolejności bajtów UTF-16</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="145"/>
        <source>byte {n}</source>
        <translation>bajt {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="145"/>
        <source>not UTF-8 text</source>
        <translation>to nie tekst UTF-8</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="162"/>
        <source>Expecting value</source>
        <translation>oczekiwano wartości</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="162"/>
        <source>Expecting ',' delimiter</source>
        <translation>oczekiwano separatora ','</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="163"/>
        <source>Expecting ':' delimiter</source>
        <translation>oczekiwano separatora ':'</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="164"/>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>oczekiwano nazwy właściwości w cudzysłowie</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="164"/>
        <source>Extra data</source>
        <translation>nadmiarowe dane</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="165"/>
        <source>Invalid control character at</source>
        <translation>nieprawidłowy znak sterujący</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="165"/>
        <source>Invalid \escape</source>
        <translation>nieprawidłowa sekwencja \</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="166"/>
        <source>Invalid \uXXXX escape</source>
        <translation>nieprawidłowa sekwencja \uXXXX</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="167"/>
        <source>Illegal trailing comma before end of object</source>
        <translation>niedozwolony przecinek przed końcem obiektu</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="168"/>
        <source>Illegal trailing comma before end of array</source>
        <translation>niedozwolony przecinek przed końcem tablicy</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="181"/>
        <source>unterminated string: it starts here and the file ends inside it (cut short?)</source>
        <translation>niezakończony napis: zaczyna się tutaj, a plik kończy się w jego środku (ucięty?)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="185"/>
        <source>{problem}: the file ends too soon (cut short?)</source>
        <translation>{problem}: plik kończy się za wcześnie (ucięty?)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="194"/>
        <source>line {line} column {column}</source>
        <translation>wiersz {line} kolumna {column}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="195"/>
        <source>empty file, expected JSON</source>
        <translation>pusty plik, oczekiwano JSON</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="205"/>
        <source>invalid JSON: {problem}</source>
        <translation>nieprawidłowy JSON: {problem}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="240"/>
        <source>line {line}</source>
        <translation>wiersz {line}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="240"/>
        <source>nested more than {limit} deep (the limit for arrays and objects)</source>
        <translation>zagnieżdżony głębiej niż {limit} poziomów (limit dla tablic i obiektów)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="286"/>
        <source>an integer of {digits} digits (the limit is {limit})</source>
        <translation>liczba całkowita o {digits} cyfrach (limit to {limit})</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="291"/>
        <source>expected a finite number, got {value} (beyond a 64-bit float, or no number)</source>
        <translation>oczekiwano liczby skończonej, jest {value} (poza 64-bitową liczbą zmiennoprzecinkową albo nie liczba)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="299"/>
        <source>a key of {n} characters (the limit is {limit})</source>
        <translation>klucz o {n} znakach (limit to {limit})</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="301"/>
        <source>a string of {n} characters (the limit is {limit})</source>
        <translation>napis o {n} znakach (limit to {limit})</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="405"/>
        <source>is a read-only file: not replaced</source>
        <translation>to plik tylko do odczytu: nie zastąpiono</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="421"/>
        <source>is not a regular file (a device, pipe or socket): pacenote writes only regular files</source>
        <translation>to nie zwykły plik (urządzenie, potok lub gniazdo): pacenote zapisuje tylko zwykłe pliki</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/limits.py" line="64"/>
        <source>{n} road tile, more than the limit of {limit} for a test drive (docs/formats.md, Limits)</source>
        <comment>{n} road tiles, more than the limit of {limit} for a test drive (docs/formats.md, Limits)</comment>
        <translation>
            <numerusform>{n} kafel drogi, więcej niż limit {limit} dla jazdy próbnej (docs/formats.md, Limits)</numerusform>
            <numerusform>{n} kafle drogi, więcej niż limit {limit} dla jazdy próbnej (docs/formats.md, Limits)</numerusform>
            <numerusform>{n} kafli drogi, więcej niż limit {limit} dla jazdy próbnej (docs/formats.md, Limits)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/limits.py" line="73"/>
        <source>{tiles} tiles in its {n} stage, more than the limit of {limit} for a rally (docs/formats.md, Limits)</source>
        <comment>{tiles} tiles in its {n} stages, more than the limit of {limit} for a rally (docs/formats.md, Limits)</comment>
        <translation>
            <numerusform>{tiles} kafli w jego {n} odcinku, ponad limit {limit} dla rajdu (docs/formats.md, Limits)</numerusform>
            <numerusform>{tiles} kafli w jego {n} odcinkach, ponad limit {limit} dla rajdu (docs/formats.md, Limits)</numerusform>
            <numerusform>{tiles} kafli w jego {n} odcinkach, ponad limit {limit} dla rajdu (docs/formats.md, Limits)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/limits.py" line="83"/>
        <source>{tiles} road tiles to drive in {n} stage, more than the limit of {limit} for one rally (docs/formats.md, Limits)</source>
        <comment>{tiles} road tiles to drive in {n} stages, more than the limit of {limit} for one rally (docs/formats.md, Limits)</comment>
        <translation>
            <numerusform>{tiles} kafli drogi do przejechania w {n} odcinku, ponad limit {limit} dla jednego rajdu (docs/formats.md, Limits)</numerusform>
            <numerusform>{tiles} kafli drogi do przejechania w {n} odcinkach, ponad limit {limit} dla jednego rajdu (docs/formats.md, Limits)</numerusform>
            <numerusform>{tiles} kafli drogi do przejechania w {n} odcinkach, ponad limit {limit} dla jednego rajdu (docs/formats.md, Limits)</numerusform>
        </translation>
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
        <location filename="../../pacenote/loading.py" line="64"/>
        <source>{tile}{reason}</source>
        <translation>{tile}{reason}</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="24"/>
        <source>playing time</source>
        <translation>czas gry</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="70"/>
        <source>within {tolerance} % of the rulebook ({gap} % under)</source>
        <translation>w granicach {tolerance} % instrukcji ({gap} % mniej)</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="71"/>
        <source>within {tolerance} % of the rulebook ({gap} % over)</source>
        <translation>w granicach {tolerance} % instrukcji ({gap} % więcej)</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="74"/>
        <source>shorter than the rulebook by {gap} %: the cars play fewer turns than on its stages of this length</source>
        <translation>krótsza niż w instrukcji o {gap} %: samochody rozgrywają mniej tur niż na jej odcinkach tej długości</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="76"/>
        <source>longer than the rulebook by {gap} %: the cars play more turns than on its stages of this length</source>
        <translation>dłuższa niż w instrukcji o {gap} %: samochody rozgrywają więcej tur niż na jej odcinkach tej długości</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="89"/>
        <source>stage {label}: {error}</source>
        <translation>odcinek {label}: {error}</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="133"/>
        <source>not a file name: it holds a character that is not valid Unicode</source>
        <translation>to nie nazwa pliku: zawiera znak, który nie jest poprawnym Unicode</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="136"/>
        <source>not a file name: it is empty or holds a NUL or another control character</source>
        <translation>to nie nazwa pliku: jest pusta albo zawiera NUL lub inny znak sterujący</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="139"/>
        <source>an absolute path: name the stage file relative to the rally file, in its folder or below</source>
        <translation>ścieżka bezwzględna: podaj plik odcinka względem pliku rajdu, w jego folderze lub niżej</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="143"/>
        <source>a rally file, not a stage: name one of its stage files</source>
        <translation>plik rajdu, nie odcinek: wskaż jeden z jego plików odcinków</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="146"/>
        <source>leads outside the rally's folder (by '..' or a symlink): stage files must be in its folder or below</source>
        <translation>prowadzi poza folder rajdu (przez '..' albo dowiązanie symboliczne): pliki odcinków muszą być w jego folderze lub niżej</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="39"/>
        <source>{key} is a required property</source>
        <translation>{key} jest wymaganą właściwością</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="43"/>
        <source>a key that is not allowed here</source>
        <translation>klucz niedozwolony w tym miejscu</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="45"/>
        <source>expected one of {values}, got {got}</source>
        <translation>oczekiwano jednego z {values}, jest: {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="47"/>
        <source>expected {value}, got {got}</source>
        <translation>oczekiwano {value}, jest: {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="48"/>
        <source>expected a non-empty string</source>
        <translation>oczekiwano niepustego napisu</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="49"/>
        <source>expected a string of at least {n} characters, got {got}</source>
        <translation>oczekiwano napisu o co najmniej {n} znakach, jest: {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="50"/>
        <source>expected a string of at most {n} characters, got {got}</source>
        <translation>oczekiwano napisu o najwyżej {n} znakach, jest: {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="52"/>
        <source>expected at least {n}</source>
        <translation>oczekiwano co najmniej {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="53"/>
        <source>expected at most {n}</source>
        <translation>oczekiwano najwyżej {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="54"/>
        <source>expected more than {n}</source>
        <translation>oczekiwano więcej niż {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="55"/>
        <source>expected less than {n}</source>
        <translation>oczekiwano mniej niż {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="56"/>
        <source>expected at least {n} items, got {got}</source>
        <translation>oczekiwano co najmniej {n} elementów, jest: {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="57"/>
        <source>expected at most {n} items, got {got}</source>
        <translation>oczekiwano najwyżej {n} elementów, jest: {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="58"/>
        <source>expected no item twice</source>
        <translation>oczekiwano, że żaden element się nie powtórzy</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="59"/>
        <source>expected a string matching {pattern}, got {got}</source>
        <translation>oczekiwano napisu pasującego do {pattern}, jest: {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="61"/>
        <source>{got} matching none of the forms allowed here</source>
        <translation>{got}, niepasujące do żadnej z dozwolonych tu postaci</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="65"/>
        <source>{got} that breaks the schema's {rule} rule</source>
        <translation>{got}, łamiące regułę {rule} schematu</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="71"/>
        <source>true or false</source>
        <translation>true lub false</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="71"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../../pacenote/stage.py" line="103"/>
        <source>{tile} at {q},{r}</source>
        <translation>{tile} na {q},{r}</translation>
    </message>
    <message>
        <location filename="../../pacenote/tilelist.py" line="76"/>
        <source>{token} is not a tile id</source>
        <translation>{token} to nie id kafla</translation>
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
        <location filename="../../pacenote/tileparse.py" line="37"/>
        <source>duplicate tile side {id}</source>
        <translation>powtórzona strona kafla {id}</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="41"/>
        <source>{id} does not match number and side</source>
        <translation>{id} nie zgadza się z numerem i stroną</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="74"/>
        <source>a {kind} side needs a kind of {kinds} and at least two roads</source>
        <translation>strona {kind} wymaga rodzaju spośród {kinds} i co najmniej dwóch dróg</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="89"/>
        <source>two roads with one id</source>
        <translation>dwie drogi z jednym id</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="99"/>
        <source>no road has a cell labelled {label}</source>
        <translation>żadna droga nie ma pola oznaczonego {label}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/tileparse.py" line="126"/>
        <source>section {section} does not exist ({n} section)</source>
        <comment>section {section} does not exist ({n} sections)</comment>
        <translation>
            <numerusform>sekcja {section} nie istnieje ({n} sekcja)</numerusform>
            <numerusform>sekcja {section} nie istnieje ({n} sekcje)</numerusform>
            <numerusform>sekcja {section} nie istnieje ({n} sekcji)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="134"/>
        <source>road cannot start and end on one edge</source>
        <translation>droga nie może zaczynać się i kończyć na jednej krawędzi</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="139"/>
        <source>only the service park has a road with one end</source>
        <translation>tylko park pomocy mechaników ma drogę z jednym końcem</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="163"/>
        <source>no lane width for {n}-lane roads in $.lane_widths</source>
        <translation>brak szerokości pasa dla dróg o {n} pasach w $.lane_widths</translation>
    </message>
    <message>
        <location filename="../../pacenote/tiles.py" line="104"/>
        <source>unknown tileset {name} (known: {known})</source>
        <translation>nieznany zestaw kafli {name} (znane: {known})</translation>
    </message>
    <message>
        <location filename="../../pacenote/tilesides.py" line="273"/>
        <source>side {id} has {reason}: not yet modelled</source>
        <translation>strona {id} ma {reason}: jeszcze nie zamodelowana</translation>
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
        <location filename="../../validators/circuit.py" line="163"/>
        <source>the RX circuit has no joker branch: lay a junction (402-409, 415) whose branch road leaves the loop and joins it again at another junction</source>
        <translation>tor RX nie ma odgałęzienia jokera: połóż skrzyżowanie (402-409, 415), którego odgałęzienie opuszcza pętlę i wraca do niej na innym skrzyżowaniu</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/circuit.py" line="176"/>
        <source>the {route} road of {tile} leaves the course over {n} tile and does not join it again at a junction</source>
        <comment>the {route} road of {tile} leaves the course over {n} tiles and does not join it again at a junction</comment>
        <translation>
            <numerusform>droga {route} kafla {tile} opuszcza trasę na {n} kafel i nie wraca do niej na skrzyżowaniu</numerusform>
            <numerusform>droga {route} kafla {tile} opuszcza trasę na {n} kafle i nie wraca do niej na skrzyżowaniu</numerusform>
            <numerusform>droga {route} kafla {tile} opuszcza trasę na {n} kafli i nie wraca do niej na skrzyżowaniu</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/circuitguide.py" line="22"/>
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
        <translation>standardowy</translation>
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
        <translation>«standardowy» odcinek</translation>
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
        <translation>«standardowy» rajd</translation>
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
        <translation>«standardowy» wyścig</translation>
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
            <numerusform>{n} kafel drogi od START do FINISH (bez kafla pomocy mechaników): {length}, ok. {minutes} min dla {players} graczy (wytyczne z instrukcji: krótki {short}, standardowy {medium}, długi {long} kafli)</numerusform>
            <numerusform>{n} kafle drogi od START do FINISH (bez kafla pomocy mechaników): {length}, ok. {minutes} min dla {players} graczy (wytyczne z instrukcji: krótki {short}, standardowy {medium}, długi {long} kafli)</numerusform>
            <numerusform>{n} kafli drogi od START do FINISH (bez kafla pomocy mechaników): {length}, ok. {minutes} min dla {players} graczy (wytyczne z instrukcji: krótki {short}, standardowy {medium}, długi {long} kafli)</numerusform>
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
            <numerusform>{n} odcinek, kafle drogi: {tiles} ({classes}): {length}, ok. {minutes} min ({how}; krótki = 2 krótkie odcinki, standardowy = 3 krótkie lub 2 długie, długi = 3 standardowe)</numerusform>
            <numerusform>{n} odcinki, kafle drogi: {tiles} ({classes}): {length}, ok. {minutes} min ({how}; krótki = 2 krótkie odcinki, standardowy = 3 krótkie lub 2 długie, długi = 3 standardowe)</numerusform>
            <numerusform>{n} odcinków, kafle drogi: {tiles} ({classes}): {length}, ok. {minutes} min ({how}; krótki = 2 krótkie odcinki, standardowy = 3 krótkie lub 2 długie, długi = 3 standardowe)</numerusform>
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
