<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>pacenote</name>
    <message>
        <location filename="../../cli/__init__.py" line="71"/>
        <source>pacenote: error: {message}</source>
        <translation>pacenote: ошибка: {message}</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="76"/>
        <source>Usage:</source>
        <translation>Использование:</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="76"/>
        <source>Show this message and exit.</source>
        <translation>Показать это сообщение и выйти.</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="76"/>
        <source>Arguments</source>
        <translation>Аргументы</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="77"/>
        <source>Options</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="77"/>
        <source>Commands</source>
        <translation>Команды</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="77"/>
        <source>[default: {}]</source>
        <translation>[по умолчанию: {}]</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="77"/>
        <source>[required]</source>
        <translation>[обязательно]</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="78"/>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="174"/>
        <source>[default: off]</source>
        <translation>[по умолчанию: выкл.]</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="255"/>
        <source>Build, check, test-drive and export Rallyman: DIRT stages.</source>
        <translation>Собирайте, проверяйте, тестируйте и экспортируйте спецучастки Rallyman: DIRT.</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="257"/>
        <source>Show the version and exit.</source>
        <translation>Показать версию и выйти.</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="259"/>
        <source>Language of the output: en, es, it, pl, ru, fr or de (default: the locale's, LANG).</source>
        <translation>Язык вывода: en, es, it, pl, ru, fr или de (по умолчанию: из локали, LANG).</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="263"/>
        <source>Files named on the command line may come from this folder only: a symlink leading out of it is not read (default: the current folder).</source>
        <translation>Файлы, названные в командной строке, могут быть только из этой папки: символическая ссылка за её пределы не читается (по умолчанию: текущая папка).</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="268"/>
        <source>Read named files through symlinks leading out of the --root folder.</source>
        <translation>Читать названные файлы и по символическим ссылкам за пределы папки --root.</translation>
    </message>
    <message>
        <location filename="../../cli/boxes.py" line="10"/>
        <source>The boxes you own: box names, comma-separated (dirt-core,dirt-110-percent; NAME:COUNT for several copies), or a count N: N copies of the box of each tileset the stage uses (rallies say their own). An unknown name is refused with the list of known ones.</source>
        <translation>Ваши коробки: названия через запятую (dirt-core,dirt-110-percent; НАЗВАНИЕ:ЧИСЛО для нескольких экземпляров) или число N: N экземпляров коробки каждого набора фрагментов, который использует спецучасток (ралли указывают свои). Неизвестное название отклоняется со списком известных.</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="32"/>
        <source>Convert a stage between pacenote (.stage.json), Rekee (.json) and .rgt.</source>
        <translation>Преобразует спецучасток между pacenote (.stage.json), Rekee (.json) и .rgt.</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="33"/>
        <source>Stage file to read (.stage.json, .json, .rgt).</source>
        <translation>Файл спецучастка для чтения (.stage.json, .json, .rgt).</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="34"/>
        <source>File to write.</source>
        <translation>Файл для записи.</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="36"/>
        <source>Output format. [default: from the output file name]</source>
        <translation>Формат вывода. [по умолчанию: по имени выходного файла]</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="38"/>
        <source>Allow overwriting the input file, or a read-only file.</source>
        <translation>Разрешить перезаписать входной файл или файл только для чтения.</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="42"/>
        <source>is the input file; use --force to overwrite it</source>
        <translation>это входной файл; используйте --force, чтобы перезаписать его</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="47"/>
        <source>wrote {path} ({format}): {tiles}, {tokens}</source>
        <translation>записано {path} ({format}): {tiles}, {tokens}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/convert.py" line="49"/>
        <source>{n} token</source>
        <comment>{n} tokens</comment>
        <translation>
            <numerusform>{n} жетон</numerusform>
            <numerusform>{n} жетона</numerusform>
            <numerusform>{n} жетонов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="53"/>
        <source>; {source} was {how}</source>
        <translation>; {source}: {how}</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="54"/>
        <source>; not representable: {what}</source>
        <translation>; не представимо: {what}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="61"/>
        <source>[default: the file's option, else the GT ruleset's: on]</source>
        <translation>[по умолчанию: параметр файла, иначе набора правил GT: on]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="62"/>
        <source>[default: the file's option, else the GT ruleset's: dry]</source>
        <translation>[по умолчанию: параметр файла, иначе набора правил GT: dry]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="63"/>
        <source>[default: the file's option, else the GT ruleset's: bag]</source>
        <translation>[по умолчанию: параметр файла, иначе набора правил GT: bag]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="64"/>
        <source>GT: a weather token drawn flips every dashboard (on), or is put back and another drawn (off). {default}</source>
        <translation>GT: вытянутый жетон погоды переворачивает каждую приборную панель (on) или возвращается, и тянут другой (off). {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="66"/>
        <source>GT: the weather at the start of the race (each car starts on the tyres that suit it). {default}</source>
        <translation>GT: погода на старте гонки (каждая машина стартует на подходящих к ней шинах). {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="69"/>
        <source>GT: weather tokens drawn go back into the bag, or stay aside for the rest of the race. {default}</source>
        <translation>GT: вытянутые жетоны погоды возвращаются в мешок или откладываются до конца гонки. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="75"/>
        <source>[default: the rally file's option, else the ruleset's: off]</source>
        <translation>[по умолчанию: параметр файла ралли, иначе набора правил: выкл.]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="76"/>
        <source>[default: the rally file's option, else the ruleset's: on]</source>
        <translation>[по умолчанию: параметр файла ралли, иначе набора правил: вкл.]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="77"/>
        <source>[default: the rally file's option, else the ruleset's: once]</source>
        <translation>[по умолчанию: параметр файла ралли, иначе набора правил: once]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="78"/>
        <source>A circuit race (GT, or DIRT tiles round the RX 401): laps. [default: the circuit file's, else 1]</source>
        <translation>Гонка на кольце (GT или фрагменты трассы DIRT вокруг RX 401): круги. [по умолчанию: из файла кольца, иначе 1]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="80"/>
        <source>An RX circuit's joker branch: every car takes it once per race, or free (a road like any other). {default}</source>
        <translation>Ветка джокера на кольце RX: каждая машина проходит её один раз за гонку или свободно (free: дорога как любая другая). {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="86"/>
        <source>Extra -1 mud token(s) on a course tile, numbered from 1 as pacenote graph numbers them (TOKENS: 1 if left out). Repeatable. [default: none]</source>
        <translation>Дополнительные жетоны грязи -1 на фрагменте маршрута, нумерация с 1, как в pacenote graph (TOKENS: 1, если не указано). Можно повторять. [по умолчанию: нет]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="101"/>
        <source>unknown driver {name}; choose from {names}</source>
        <translation>неизвестный пилот {name}; выберите из {names}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="119"/>
        <source>{item} is not COURSE_TILE[=TOKENS] (COURSE_TILE 1 or more, as pacenote graph numbers the tiles; TOKENS 1 or more)</source>
        <translation>{item} — не COURSE_TILE[=TOKENS] (COURSE_TILE от 1, как pacenote graph нумерует фрагменты; TOKENS от 1)</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="127"/>
        <source>Test-drive a stage solo, race cars on it, or race a whole rally.

STAGE alone: time trials of one car; with --players N: N cars race on it; RALLY: the
cars race every stage. The report gives pace, risk, hot spots and, with several cars,
traffic and the play duration.</source>
        <translation>Тест-драйв спецучастка в одиночку, гонка машин на нём или гонка по всему ралли.

Только STAGE: заезды на время одной машины по спецучастку; с --players N: гонка N машин на нём; RALLY: машины проходят каждый спецучасток. Отчёт показывает темп, риск, горячие точки и, при нескольких машинах, трафик и длительность партии.</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="130"/>
        <source>Stage file (.stage.json, Rekee .json, .rgt) or rally file (.rally.json).</source>
        <translation>Файл спецучастка (.stage.json, Rekee .json, .rgt) или ралли (.rally.json).</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="133"/>
        <source>Solo time trials, or races / rallies. [default: 1000 time trials, 200 races or rallies]</source>
        <translation>Одиночные заезды на время или гонки / ралли. [по умолчанию: 1000 заездов, 200 гонок или ралли]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="137"/>
        <source>Cars in the race. [default: 1 for a stage (a solo time trial); for a rally the rally file's players, else 4]</source>
        <translation>Машин в гонке. [по умолчанию: 1 для спецучастка (одиночный заезд на время); для ралли — игроки из файла ралли, иначе 4]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="141"/>
        <source>Advanced rule: 5-second penalty tokens to change the next start order. {default}</source>
        <translation>Продвинутое правило: штрафные жетоны на 5 секунд меняют следующий порядок старта. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="143"/>
        <source>Seed: same seed, same report.</source>
        <translation>Зерно: то же зерно — тот же отчёт.</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="145"/>
        <source>One of: {names}.</source>
        <translation>Один из: {names}.</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="147"/>
        <source>Print the report as JSON.</source>
        <translation>Вывести отчёт в JSON.</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="149"/>
        <source>Also print one run turn by turn (run 0, or --trace-run).</source>
        <translation>Также вывести один заезд ход за ходом (заезд 0 или --trace-run).</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="152"/>
        <source>Which run to trace (implies --trace). [default: 0 with --trace]</source>
        <translation>Какой заезд трассировать (включает --trace). [по умолчанию: 0 с --trace]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="154"/>
        <source>Worker processes (same report).</source>
        <translation>Рабочие процессы (тот же отчёт).</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="156"/>
        <source>A ruleset JSON file instead of the shipped DIRT one. [default: the shipped DIRT ruleset]</source>
        <translation>JSON-файл правил вместо поставляемого для DIRT. [по умолчанию: поставляемые правила DIRT]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="160"/>
        <source>Advanced rule: gear 2 straight from 0. {default}</source>
        <translation>Продвинутое правило: сразу 2-я передача с 0. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="164"/>
        <source>Advanced rule: brake dice as gas in top gear. {default}</source>
        <translation>Продвинутое правило: кубики торможения как поддержание скорости на высшей передаче. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="167"/>
        <source>Advanced rule: SISU token once per stage/rally, or off. {default}</source>
        <translation>Продвинутое правило: жетон SISU один раз за спецучасток/ралли или выкл. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="171"/>
        <source>Solo driver leads every round on gravel (leader dice); off = single stage without leader dice. {default}</source>
        <translation>Одиночный гонщик лидирует в каждом раунде на гравии (кубики лидера); выкл. = отдельный спецучасток без кубиков лидера. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="199"/>
        <source>only for a circuit, not a rally</source>
        <translation>только для кольца, не для ралли</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="210"/>
        <source>only for a GT circuit or a rally of GT circuits</source>
        <translation>только для кольца GT или ралли из колец GT</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="238"/>
        <source>{cars} players, and a test drive races 1 to {most} cars: pass --players 1 to {most}</source>
        <translation>{cars} игроков, а тестовая гонка идёт с 1–{most} машинами: укажите --players от 1 до {most}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="260"/>
        <source>only for a circuit (a course round a start-finish piece: GT 102 or RX 401)</source>
        <translation>только для кольца (трассы вокруг фрагмента старт-финиш: GT 102 или RX 401)</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="296"/>
        <source>cannot drive: {reason}</source>
        <translation>нельзя проехать: {reason}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="314"/>
        <source>Run {run} turn by turn</source>
        <translation>Заезд {run} ход за ходом</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="315"/>
        <source>(seed {seed}, {driver})</source>
        <translation>(зерно {seed}, {driver})</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="368"/>
        <source>Run {run} round by round</source>
        <translation>Заезд {run} раунд за раундом</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="21"/>
        <source>GT rules</source>
        <translation>правила GT</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="22"/>
        <source>DIRT rules: pacenote's reading, no DIRT rulebook covers circuits</source>
        <translation>правила DIRT: прочтение pacenote, ни одни правила DIRT не описывают кольца</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="23"/>
        <source>the GT book's "Build your own track": a short race of 15 pieces x 1 lap takes 30 min for 4 players</source>
        <translation>«Постройте свою трассу» из правил GT: короткая гонка из 15 фрагментов x 1 круг длится 30 мин на 4 игроков</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="27"/>
        <source>driver</source>
        <comment>race table column</comment>
        <translation>гонщик</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="27"/>
        <source>place</source>
        <comment>race table column</comment>
        <translation>место</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="28"/>
        <source>wins</source>
        <comment>race table column</comment>
        <translation>победы</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="28"/>
        <source>laps led</source>
        <comment>race table column</comment>
        <translation>круги лидером</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="29"/>
        <source>rounds led</source>
        <comment>race table column</comment>
        <translation>раунды лидером</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="29"/>
        <source>pit stops</source>
        <comment>race table column</comment>
        <translation>пит-стопы</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="30"/>
        <source>losses of control</source>
        <comment>race table column</comment>
        <translation>потери управления</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="31"/>
        <source>overtakes</source>
        <comment>race table column</comment>
        <translation>обгоны</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="31"/>
        <source>blocked</source>
        <comment>race table column</comment>
        <translation>блокировки</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="32"/>
        <source>mean</source>
        <comment>race table column</comment>
        <translation>среднее</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="33"/>
        <source>sd</source>
        <comment>race table column</comment>
        <translation>ст. откл.</translation>
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
        <translation>обгоны</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="36"/>
        <source>crashes</source>
        <comment>race table column</comment>
        <translation>аварии</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="37"/>
        <source>retired</source>
        <comment>race table column</comment>
        <translation>сход</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="38"/>
        <source>stage</source>
        <comment>race table column</comment>
        <translation>спецучасток</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="38"/>
        <source>cell</source>
        <comment>race table column</comment>
        <translation>клетка</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="39"/>
        <source>tile</source>
        <comment>race table column</comment>
        <translation>фрагмент</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="40"/>
        <source>traffic</source>
        <comment>race table column</comment>
        <translation>трафик</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="53"/>
        <source>{races} of {cars} over {laps} ({rules}), driver {driver}, seed {seed}</source>
        <translation>{races}: {cars}, {laps} ({rules}), гонщик {driver}, зерно {seed}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="55"/>
        <source>{n} car</source>
        <comment>{n} cars</comment>
        <translation>
            <numerusform>{n} машина</numerusform>
            <numerusform>{n} машины</numerusform>
            <numerusform>{n} машин</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="56"/>
        <source>{n} lap</source>
        <comment>{n} laps</comment>
        <translation>
            <numerusform>{n} круг</numerusform>
            <numerusform>{n} круга</numerusform>
            <numerusform>{n} кругов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="58"/>
        <source>race length</source>
        <translation>длина гонки</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="58"/>
        <source>{rounds} rounds, {turns} car-turns per race</source>
        <translation>раундов: {rounds}, ходов машин: {turns} за гонку</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="61"/>
        <source>play duration</source>
        <translation>длительность партии</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="61"/>
        <source>about {minutes} min at the table for {players}, simulated; the book's guidance: about {book} min for {book_players} players ({pieces}, {laps}), from {guidance}</source>
        <translation>около {minutes} мин за столом на {players}, по симуляции; ориентир правил: около {book} мин на {book_players} игроков ({pieces}, {laps}), из: {guidance}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="66"/>
        <source>{n} piece</source>
        <comment>{n} pieces</comment>
        <translation>
            <numerusform>{n} фрагмент</numerusform>
            <numerusform>{n} фрагмента</numerusform>
            <numerusform>{n} фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="68"/>
        <source>traffic</source>
        <translation>трафик</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="68"/>
        <source>{overtakes} overtakes, {blocked} turns blocked by cars per race</source>
        <translation>обгонов: {overtakes}, ходов, заблокированных машинами: {blocked} за гонку</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="72"/>
        <source>joker</source>
        <translation>джокер</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="72"/>
        <source>every car takes the joker branch once per race</source>
        <translation>каждая машина проходит ветку джокера один раз за гонку</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="73"/>
        <source>the joker branch is a road like any other (rules option joker: free)</source>
        <translation>ветка джокера — дорога как любая другая (параметр правил joker: free)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="77"/>
        <source>Per driver, per race (grid drawn at random: the first drawn on pole)</source>
        <translation>По гонщикам, за гонку (старт разыгран жребием: первый вытянутый — на поуле)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="97"/>
        <source>{n} player</source>
        <comment>{n} players</comment>
        <translation>
            <numerusform>{n} игрока</numerusform>
            <numerusform>{n} игроков</numerusform>
            <numerusform>{n} игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="98"/>
        <source>{n} rally</source>
        <comment>{n} rallies</comment>
        <translation>
            <numerusform>{n} ралли</numerusform>
            <numerusform>{n} ралли</numerusform>
            <numerusform>{n} ралли</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="99"/>
        <source>{n} race</source>
        <comment>{n} races</comment>
        <translation>
            <numerusform>{n} гонка</numerusform>
            <numerusform>{n} гонки</numerusform>
            <numerusform>{n} гонок</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="100"/>
        <source>{runs} of {cars}, driver {driver}, seed {seed}; {stages}</source>
        <translation>{runs}: {cars}, гонщик {driver}, зерно {seed}; {stages}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="103"/>
        <source>stage {names}</source>
        <comment>stages {names}</comment>
        <translation>
            <numerusform>спецучасток {names}</numerusform>
            <numerusform>спецучастки {names}</numerusform>
            <numerusform>спецучастки {names}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="106"/>
        <source>about {minutes} min at the table for {players}, simulated ({turns} car-turns, {rounds} rounds)</source>
        <translation>около {minutes} мин за столом на {players}, по симуляции (ходов машин: {turns}, раундов: {rounds})</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="111"/>
        <source>rulebook</source>
        <translation>правила</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="111"/>
        <source>playing time about {minutes} min for these stages and {players}: the simulation is {note}</source>
        <translation>время игры около {minutes} мин для этих спецучастков и {players}: симуляция {note}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="115"/>
        <source>mean {time} per driver</source>
        <translation>в среднем {time} на гонщика</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="117"/>
        <source>{overtakes} overtakes, {blocked} turns blocked by cars {per}</source>
        <translation>обгонов: {overtakes}, ходов, заблокированных машинами: {blocked} {per}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="120"/>
        <source>retirements</source>
        <translation>сходы</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="123"/>
        <source>service</source>
        <translation>сервис</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="123"/>
        <source>{repairs} repaired per car</source>
        <translation>{repairs} отремонтировано на машину</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="124"/>
        <source>after {stage}: {kinds}</source>
        <translation>после {stage}: {kinds}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="129"/>
        <source>Per driver (first start order drawn at random)</source>
        <translation>По гонщикам (первый порядок старта — жребием)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="141"/>
        <source>{times} and {damage} (tokens {per})</source>
        <translation>{times} и {damage} (жетоны {per})</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="146"/>
        <source>damage carried</source>
        <comment>race table column</comment>
        <translation>повреждения</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="154"/>
        <source>Congestion hot spots (blocked by cars, or plan changed by traffic)</source>
        <translation>Точки заторов (блокировка машинами или план, изменённый трафиком)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="166"/>
        <source>lap time</source>
        <translation>время круга</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="167"/>
        <source>one lap of a circuit on the DIRT rules: pacenote's reading, no DIRT rulebook covers circuits</source>
        <translation>один круг кольца по правилам DIRT: прочтение pacenote, ни одни правила DIRT не описывают кольца</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="173"/>
        <source>focus tokens</source>
        <translation>жетоны концентрации</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="174"/>
        <source>spin (0)</source>
        <translation>разворот (0)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="174"/>
        <source>off track (00)</source>
        <translation>вылет с трассы (00)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="177"/>
        <source>cell</source>
        <comment>drive table column</comment>
        <translation>клетка</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="177"/>
        <source>tile</source>
        <comment>drive table column</comment>
        <translation>фрагмент</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="178"/>
        <source>hex</source>
        <comment>drive table column</comment>
        <translation>гекс</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="178"/>
        <source>losses</source>
        <comment>drive table column</comment>
        <translation>потери</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="179"/>
        <source>per run</source>
        <comment>drive table column</comment>
        <translation>за заезд</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="179"/>
        <source>crashes</source>
        <comment>drive table column</comment>
        <translation>аварии</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="181"/>
        <source>gravel</source>
        <comment>dashboard column</comment>
        <translation>гравий</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="181"/>
        <source>gravel_leader</source>
        <comment>dashboard column</comment>
        <translation>гравий (кубики лидера)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="182"/>
        <source>asphalt</source>
        <comment>dashboard column</comment>
        <translation>асфальт</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="182"/>
        <source>snow</source>
        <comment>dashboard column</comment>
        <translation>снег</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="195"/>
        <source>runs</source>
        <translation>заезды</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="220"/>
        <source>{runs} solo runs, driver {driver}, seed {seed}</source>
        <translation>одиночных заездов: {runs}, пилот {driver}, зерно {seed}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="222"/>
        <source> (GT solo time trial: one lap, gear-token times)</source>
        <translation> (одиночный заезд на время GT: один круг, время по жетонам передач)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="225"/>
        <source> (exact)</source>
        <translation> (точно)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="226"/>
        <source>{n} per run</source>
        <translation>{n} за заезд</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="228"/>
        <source>finished</source>
        <translation>финишировали</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="228"/>
        <source>{finished}/{runs} runs</source>
        <translation>{finished}/{runs} заездов</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="230"/>
        <source>retired {n}</source>
        <translation>сошли {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="231"/>
        <source>stuck {n}</source>
        <translation>застряли {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="234"/>
        <source>mean {time}</source>
        <translation>среднее {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="236"/>
        <source>runs {time}</source>
        <translation>заезды {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="240"/>
        <source>stage time</source>
        <translation>время спецучастка</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="240"/>
        <source>(runs)</source>
        <translation>(заезды)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="242"/>
        <source>(expert's expected time)</source>
        <translation>(ожидаемое время эксперта)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="243"/>
        <source>turns</source>
        <translation>ходы</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="244"/>
        <source>in the runs: </source>
        <translation>в заездах: </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="245"/>
        <source>losses of control</source>
        <translation>потери управления</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="247"/>
        <source>damage drawn</source>
        <translation>вытянутые повреждения</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="250"/>
        <source>shortcuts</source>
        <translation>срезки</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="250"/>
        <source>{entries} entries in {runs} runs</source>
        <translation>въездов: {entries} в {runs} заездах</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="256"/>
        <source>per run (exact)</source>
        <translation>за заезд (точно)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="257"/>
        <source>damage</source>
        <translation>повреждения</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="258"/>
        <source>shortcuts {entries} entries, {share} of runs</source>
        <translation>срезки: въездов {entries}, {share} заездов</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="260"/>
        <source>seconds tokens</source>
        <translation>жетоны секунд</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="261"/>
        <source>{n} left per run on average</source>
        <translation>в среднем остаётся {n} за заезд</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="264"/>
        <source>dashboard</source>
        <translation>приборная панель</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="264"/>
        <source>{columns} column: DEFAULT values, not printed in the rulebook (a --ruleset file overrides them)</source>
        <comment>{columns} columns: DEFAULT values, not printed in the rulebook (a --ruleset file overrides them)</comment>
        <translation>
            <numerusform>столбец {columns}: значения ПО УМОЛЧАНИЮ, не напечатанные в правилах (файл --ruleset их заменяет)</numerusform>
            <numerusform>столбцы {columns}: значения ПО УМОЛЧАНИЮ, не напечатанные в правилах (файл --ruleset их заменяет)</numerusform>
            <numerusform>столбцы {columns}: значения ПО УМОЛЧАНИЮ, не напечатанные в правилах (файл --ruleset их заменяет)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="268"/>
        <source>{names} and {last}</source>
        <translation>{names} и {last}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="270"/>
        <source>blocked turns</source>
        <translation>заблокированные ходы</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="270"/>
        <source>{n} (no die could enter a cell ahead)</source>
        <translation>{n} (ни один кубик не мог войти в клетку впереди)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="272"/>
        <source>spare wheel / SISU</source>
        <translation>запасное колесо / SISU</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="272"/>
        <source>{spare} / {sisu} runs</source>
        <translation>{spare} / {sisu} заездов</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="275"/>
        <source>Lap time distribution</source>
        <translation>Распределение времени круга</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="276"/>
        <source>Stage time distribution</source>
        <translation>Распределение времени спецучастка</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="278"/>
        <source>Hot spots (losses of control by cell)</source>
        <translation>Опасные места (потери управления по клеткам)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="279"/>
        <source>Hot spots (per run: exact)</source>
        <translation>Опасные места (за заезд: точно)</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="17"/>
        <source>Open the desktop editor (PySide6): a stage, or a rally with a tab per stage.</source>
        <translation>Открывает настольный редактор (PySide6): спецучасток или ралли с вкладкой на каждый спецучасток.</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="20"/>
        <source>Stage or rally file to open (.stage.json, .rally.json, Rekee .json, .rgt). [default: none: the start page]</source>
        <translation>Файл спецучастка или ралли для открытия (.stage.json, .rally.json, Rekee .json, .rgt). [по умолчанию: нет: стартовая страница]</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="24"/>
        <source>Render the editor window offscreen to this PNG file and exit. [default: none: open the window]</source>
        <translation>Отрисовать окно редактора вне экрана в этот PNG-файл и выйти. [по умолчанию: нет: открыть окно]</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="28"/>
        <source>With --screenshot: test-drive the stage first (heat map and figures). [default: no test drive]</source>
        <translation>С --screenshot: сначала тест-драйв спецучастка (тепловая карта и цифры). [по умолчанию: без тест-драйва]</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="31"/>
        <source>With --drive: the AI driver.</source>
        <translation>С --drive: ИИ-гонщик.</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="33"/>
        <source>With --drive: the seed.</source>
        <translation>С --drive: зерно.</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="36"/>
        <source>With --screenshot: select the first finding with this code. [default: none]</source>
        <translation>С --screenshot: выделить первое замечание с этим кодом. [по умолчанию: нет]</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="39"/>
        <source>With --screenshot: replace a read-only output file.</source>
        <translation>С --screenshot: заменить выходной файл только для чтения.</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="42"/>
        <source>pacenote edit (the desktop editor)</source>
        <translation>pacenote edit (настольный редактор)</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="49"/>
        <source>only with --screenshot</source>
        <translation>только с --screenshot</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="57"/>
        <source>cannot write {what}: the screenshot is a PNG: use .png</source>
        <translation>нельзя записать {what}: снимок экрана — это PNG: используйте .png</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="65"/>
        <source>wrote {path}</source>
        <translation>записано {path}</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="68"/>
        <source>no display (DISPLAY and WAYLAND_DISPLAY are unset); use --screenshot OUT.png to render the editor offscreen</source>
        <translation>нет дисплея (DISPLAY и WAYLAND_DISPLAY не заданы); используйте --screenshot OUT.png, чтобы отрисовать редактор без экрана</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="25"/>
        <source>Export a stage's build guide, a rally booklet, or a rally director's bundle.

A stage: its print-ready build guide. A rally: a booklet (cover, one build guide per
stage, the rally sheet), or with -o DIR/ the bundle a rally director prints or shares.</source>
        <translation>Экспортирует инструкцию по сборке спецучастка, буклет ралли или пакет директора ралли.

Спецучасток: его инструкция по сборке, готовая к печати. Ралли: буклет (обложка, инструкция по сборке каждого спецучастка, лист ралли) или с -o DIR/ пакет, который директор ралли печатает или раздаёт.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="31"/>
        <source>File to write: .pdf (every page), .svg or .png (one page); or a folder (DIR/) for the whole bundle: booklet, stage files, pictures, pick list, index.html.</source>
        <translation>Файл для записи: .pdf (все страницы), .svg или .png (одна страница); или папка (DIR/) для всего пакета: буклет, файлы спецучастков, изображения, список фрагментов, index.html.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="36"/>
        <source>Print each stage's par time: the expert driver runs it RUNS times. [default: no par time]</source>
        <translation>Печатать эталонное время каждого спецучастка: гонщик-эксперт проходит его RUNS раз. [по умолчанию: без эталонного времени]</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="40"/>
        <source>Players: rally sheet columns and playing time. [default: the rally file's players, else {columns} columns and times for 4]</source>
        <translation>Игроки: столбцы листа ралли и время игры. [по умолчанию: игроки из файла ралли, иначе {columns} столбцов и время на 4]</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="45"/>
        <source>Deprecated: the old name of --players.</source>
        <translation>Устарело: старое имя --players.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="46"/>
        <source>Seed of the par-time runs.</source>
        <translation>Зерно заездов для эталонного времени.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="48"/>
        <source>Replace a read-only output file.</source>
        <translation>Заменить выходной файл только для чтения.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="57"/>
        <source>pacenote: warning: --drivers is deprecated: use --players (the same number)</source>
        <translation>pacenote: предупреждение: --drivers устарел: используйте --players (то же число)</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="60"/>
        <source>--players {players} and --drivers {drivers} disagree</source>
        <translation>--players {players} и --drivers {drivers} не совпадают</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="74"/>
        <source>pacenote: warning: {warning}</source>
        <translation>pacenote: предупреждение: {warning}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="77"/>
        <source>wrote {path}: {n} page</source>
        <comment>wrote {path}: {n} pages</comment>
        <translation>
            <numerusform>записано {path}: {n} страница</numerusform>
            <numerusform>записано {path}: {n} страницы</numerusform>
            <numerusform>записано {path}: {n} страниц</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="94"/>
        <source>wrote {path}/: {files} files ({pages}-page PDF, {stages}, index.html)</source>
        <translation>записано {path}/: файлов: {files} (PDF, страниц: {pages}, {stages}, index.html)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="97"/>
        <source>{n} stage</source>
        <comment>{n} stages</comment>
        <translation>
            <numerusform>{n} спецучасток</numerusform>
            <numerusform>{n} спецучастка</numerusform>
            <numerusform>{n} спецучастков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="21"/>
        <source>Generate a stage (DIRT), a circuit (GT) or a rally that meets a brief.

Every stage written validates with 0 errors and 0 warnings and drives to the finish;
the report says, point by point, the target and what was achieved. A brief that
cannot be met is one line naming the point and the nearest achievable value (exit 1).</source>
        <translation>Генерирует спецучасток (DIRT), кольцо (GT) или ралли по заданию.

Каждый записанный спецучасток проходит проверку с 0 ошибок и 0 предупреждений и проезжается до финиша; отчёт по пунктам показывает цель и достигнутое. Невыполнимое задание — одна строка с пунктом и ближайшим достижимым значением (код выхода 1).</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="23"/>
        <source>File to write: a stage (*.stage.json), or with --rally a rally (*.rally.json) with its stage files beside it. With --count K the other candidates go to NAME-2.stage.json, ...</source>
        <translation>Файл для записи: спецучасток (*.stage.json) или с --rally ралли (*.rally.json) с файлами спецучастков рядом. С --count K остальные кандидаты идут в NAME-2.stage.json, ...</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="27"/>
        <source>Boxes owned, e.g. dirt-core or dirt-core:2,dirt-rx (gt-core: a GT circuit).</source>
        <translation>Ваши коробки, например dirt-core или dirt-core:2,dirt-rx (gt-core: кольцо GT).</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="30"/>
        <source>Length class by the rulebook: short, medium or long. [default: medium unless --tiles]</source>
        <translation>Класс длины по правилам: short, medium или long. [по умолчанию: medium, если нет --tiles]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="33"/>
        <source>Road tiles START to FINISH (instead of --class). [default: by --class]</source>
        <translation>Дорожные фрагменты от START до FINISH (вместо --class). [по умолчанию: по --class]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="35"/>
        <source>easy, medium or hard: the expert's par and losses of control per tile (the generate guide in the docs). [default: medium unless --par]</source>
        <translation>easy, medium или hard: эталонное время эксперта и потери управления на фрагмент (руководство generate в документации). [по умолчанию: medium, если нет --par]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="38"/>
        <source>The expert's par time wanted, M:SS (within 10 s). [default: by --difficulty]</source>
        <translation>Желаемое эталонное время эксперта, M:SS (с точностью до 10 с). [по умолчанию: по --difficulty]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="41"/>
        <source>Features wanted: jumps,fords,shortcuts,slides. [default: none]</source>
        <translation>Желаемые элементы (прыжки, броды, срезки, занос): jumps,fords,shortcuts,slides. [по умолчанию: нет]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="43"/>
        <source>Features banned. [default: none]</source>
        <translation>Запрещённые элементы. [по умолчанию: нет]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="45"/>
        <source>Terrain mix of the road tiles, where the boxes allow: gravel,asphalt,snow (equal shares) or gravel:60,asphalt:40 (shares; within 15 % of the tiles). [default: any terrain]</source>
        <translation>Смесь покрытий дорожных фрагментов, если позволяют коробки: gravel,asphalt,snow (поровну) или gravel:60,asphalt:40 (доли; с точностью до 15 % фрагментов). [по умолчанию: любое покрытие]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="49"/>
        <source>Players (playing time; one-car rows count against from 5).</source>
        <translation>Игроки (время игры; ряды в одну машину идут в минус начиная с 5).</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="51"/>
        <source>Table size WIDTHxDEPTH in cm, e.g. 120x80: the laid stage must fit. [default: any size]</source>
        <translation>Размер стола ШИРИНАxГЛУБИНА в см, например 120x80: собранный спецучасток должен поместиться. [по умолчанию: любой]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="53"/>
        <source>Same seed, same stages.</source>
        <translation>То же зерно — те же спецучастки.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="55"/>
        <source>Distinct candidates to write, ranked by how well they meet the brief.</source>
        <translation>Разные кандидаты для записи, по порядку соответствия заданию.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="57"/>
        <source>Seconds the search may take (a rally: per stage). [default: 30]</source>
        <translation>Секунд на поиск (ралли: на спецучасток). [по умолчанию: 30]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="59"/>
        <source>No service park after the FINISH.</source>
        <translation>Без сервисной зоны после FINISH.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="61"/>
        <source>Stage or rally name. [default: "Generated stage (seed N)"]</source>
        <translation>Название спецучастка или ралли. [по умолчанию: "Generated stage (seed N)"]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="62"/>
        <source>Make a whole rally.</source>
        <translation>Создать целое ралли.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="64"/>
        <source>Rally: number of stages.</source>
        <translation>Ралли: число спецучастков.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="66"/>
        <source>Rally: service after these stages, e.g. after:1,2 (default: after each stage but the last).</source>
        <translation>Ралли: сервис после этих спецучастков, например after:1,2 (по умолчанию: после каждого спецучастка, кроме последнего).</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="69"/>
        <source>Rally: simulated play duration wanted (within 15 %). [default: the rulebook's playing time of the stages]</source>
        <translation>Ралли: желаемая длительность партии по симуляции (с точностью до 15 %). [по умолчанию: время игры спецучастков по правилам]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="72"/>
        <source>GT circuit: laps of the race. [default: by the GT class guidelines]</source>
        <translation>Кольцо GT: круги гонки. [по умолчанию: по рекомендациям классов GT]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="74"/>
        <source>Also write the rally director's bundle of what was generated into this folder (booklet, stage files, pictures, pick list, index.html), as pacenote export -o DIR/ does. [default: no bundle]</source>
        <translation>Также записать в эту папку пакет директора ралли со сгенерированным (буклет, файлы спецучастков, изображения, список фрагментов, index.html), как делает pacenote export -o DIR/. [по умолчанию: без пакета]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="97"/>
        <source>give --class or --tiles, not both</source>
        <translation>укажите --class или --tiles, но не оба</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="115"/>
        <source>--rally: a GT race is one circuit (give DIRT boxes for a rally)</source>
        <translation>--rally: гонка GT — это одно кольцо (для ралли укажите коробки DIRT)</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="132"/>
        <source>pacenote: cannot meet the brief: {problem}</source>
        <translation>pacenote: задание невыполнимо: {problem}</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="155"/>
        <source>, score {score}</source>
        <translation>, оценка {score}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="157"/>
        <source>only {n} distinct candidate within the budget ({seconds} s)</source>
        <comment>only {n} distinct candidates within the budget ({seconds} s)</comment>
        <translation>
            <numerusform>только {n} отличный кандидат в пределах бюджета ({seconds} с)</numerusform>
            <numerusform>только {n} отличных кандидата в пределах бюджета ({seconds} с)</numerusform>
            <numerusform>только {n} отличных кандидатов в пределах бюджета ({seconds} с)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="163"/>
        <source>skipped (no tileset models them yet): tiles {tiles}</source>
        <translation>пропущены (ни один набор их ещё не моделирует): фрагменты {tiles}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="165"/>
        <source>{n} exact drive</source>
        <comment>{n} exact drives</comment>
        <translation>
            <numerusform>{n} точный заезд</numerusform>
            <numerusform>{n} точных заезда</numerusform>
            <numerusform>{n} точных заездов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="166"/>
        <source>searched {seconds} s, {drives}, {n} finalist refused by the validators</source>
        <comment>searched {seconds} s, {drives}, {n} finalists refused by the validators</comment>
        <translation>
            <numerusform>поиск {seconds} с, {drives}, {n} финалист отклонён проверками</numerusform>
            <numerusform>поиск {seconds} с, {drives}, {n} финалиста отклонены проверками</numerusform>
            <numerusform>поиск {seconds} с, {drives}, {n} финалистов отклонены проверками</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="177"/>
        <source>{losses} losses/run, </source>
        <translation>{losses} потерь/заезд, </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="178"/>
        <source>{label}: {n} tile, par {par}, {risk}{footprint}</source>
        <comment>{label}: {n} tiles, par {par}, {risk}{footprint}</comment>
        <translation>
            <numerusform>{label}: {n} фрагмент, пар {par}, {risk}{footprint}</numerusform>
            <numerusform>{label}: {n} фрагмента, пар {par}, {risk}{footprint}</numerusform>
            <numerusform>{label}: {n} фрагментов, пар {par}, {risk}{footprint}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="203"/>
        <source>{label}: {n} piece x {laps}, {race_class}, {footprint} (turned {angle}°)</source>
        <comment>{label}: {n} pieces x {laps}, {race_class}, {footprint} (turned {angle}°)</comment>
        <translation>
            <numerusform>{label}: {n} деталь x {laps}, {race_class}, {footprint} (поворот на {angle}°)</numerusform>
            <numerusform>{label}: {n} детали x {laps}, {race_class}, {footprint} (поворот на {angle}°)</numerusform>
            <numerusform>{label}: {n} деталей x {laps}, {race_class}, {footprint} (поворот на {angle}°)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="215"/>
        <source>{point} the GT race engine is not there yet: no par for a circuit (--difficulty and --par do not apply)</source>
        <translation>{point} движка гонок GT ещё нет: нет пара для кольца (--difficulty и --par не применяются)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="218"/>
        <source>searched {seconds} s, {n} piece list tried</source>
        <comment>searched {seconds} s, {n} piece lists tried</comment>
        <translation>
            <numerusform>поиск {seconds} с, проверен {n} список деталей</numerusform>
            <numerusform>поиск {seconds} с, проверено {n} списка деталей</numerusform>
            <numerusform>поиск {seconds} с, проверено {n} списков деталей</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="242"/>
        <source>--rally writes a rally file: -o NAME.rally.json</source>
        <translation>--rally записывает файл ралли: -o ИМЯ.rally.json</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="257"/>
        <source>, service after</source>
        <translation>, потом сервис</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="264"/>
        <source>{minutes} min</source>
        <translation>{minutes} мин</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="266"/>
        <source>wrote {path}: {n} stage, service after {after}</source>
        <comment>wrote {path}: {n} stages, service after {after}</comment>
        <translation>
            <numerusform>записано {path}: {n} спецучасток, сервис после {after}</numerusform>
            <numerusform>записано {path}: {n} спецучастка, сервис после {after}</numerusform>
            <numerusform>записано {path}: {n} спецучастков, сервис после {after}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="270"/>
        <source>none</source>
        <comment>service after</comment>
        <translation>никакого</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="271"/>
        <source>{n} round</source>
        <comment>{n} rounds</comment>
        <translation>
            <numerusform>{n} раунд</numerusform>
            <numerusform>{n} раунда</numerusform>
            <numerusform>{n} раундов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="272"/>
        <source>{minutes} min simulated, {n} player ({rounds})</source>
        <comment>{minutes} min simulated, {n} players ({rounds})</comment>
        <translation>
            <numerusform>{minutes} мин по симуляции, {n} игрок ({rounds})</numerusform>
            <numerusform>{minutes} мин по симуляции, {n} игрока ({rounds})</numerusform>
            <numerusform>{minutes} мин по симуляции, {n} игроков ({rounds})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="53"/>
        <source>Show the course (tiles in driving order) and its cell graph.</source>
        <translation>Показывает маршрут (фрагменты в порядке движения) и его граф клеток.</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="55"/>
        <source>Stage file (.stage.json, Rekee .json, .rgt).</source>
        <translation>Файл спецучастка (.stage.json, Rekee .json, .rgt).</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="56"/>
        <source>Print machine-readable JSON.</source>
        <translation>Вывести машиночитаемый JSON.</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="73"/>
        <source>{name}: course in driving order</source>
        <translation>{name}: маршрут в порядке движения</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="82"/>
        <source>reversed</source>
        <translation>обратно</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="82"/>
        <source>as printed</source>
        <translation>как напечатан</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="85"/>
        <source>cells: {cells}  graph nodes: {nodes}  edges: {edges}</source>
        <translation>клетки: {cells}  узлы графа: {nodes}  рёбра: {edges}</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="88"/>
        <source>fewest dice from start to finish: {n} (with jumps {jumps})</source>
        <translation>меньше всего кубиков от старта до финиша: {n} (с прыжками {jumps})</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="90"/>
        <source>fewest dice from start to finish: the finish cannot be reached</source>
        <translation>меньше всего кубиков от старта до финиша: финиш недостижим</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="94"/>
        <source>not one clean chain from START to FINISH</source>
        <translation>это не одна чистая цепочка от START до FINISH</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="95"/>
        <source>(run `pacenote validate` for details)</source>
        <translation>(подробности: `pacenote validate`)</translation>
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
        <translation>фрагмент</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="99"/>
        <source>hex</source>
        <comment>graph table column</comment>
        <translation>гекс</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="99"/>
        <source>rot</source>
        <comment>graph table column</comment>
        <translation>пов</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="100"/>
        <source>enters</source>
        <comment>graph table column</comment>
        <translation>въезд</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="100"/>
        <source>leaves</source>
        <comment>graph table column</comment>
        <translation>выезд</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="101"/>
        <source>direction</source>
        <comment>graph table column</comment>
        <translation>направление</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="101"/>
        <source>cells</source>
        <comment>graph table column</comment>
        <translation>клетки</translation>
    </message>
    <message>
        <location filename="../../cli/inputs.py" line="65"/>
        <source>a symlink leading outside the current folder: not read (pass --follow-symlinks to read it, or --root to name the folder files may come from)</source>
        <translation>символическая ссылка ведёт за пределы текущей папки: не прочитана (укажите --follow-symlinks, чтобы прочитать её, или --root, чтобы назвать папку, откуда могут быть файлы)</translation>
    </message>
    <message>
        <location filename="../../cli/inputs.py" line="68"/>
        <source>a symlink leading outside the --root folder: not read (pass --follow-symlinks to read it, or --root to name the folder files may come from)</source>
        <translation>символическая ссылка ведёт за пределы папки --root: не прочитана (укажите --follow-symlinks, чтобы прочитать её, или --root, чтобы назвать папку, откуда могут быть файлы)</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="20"/>
        <source>Arrange a tile list into a stage: a chain, or a GT circuit.

A DIRT list becomes one clean chain START → … → FINISH (+ service park); a GT list with
102 becomes a closed circuit (+ pit stop beside it).</source>
        <translation>Раскладывает список фрагментов в спецучасток: цепочку или кольцо GT.

Список DIRT становится одной чистой цепочкой START → … → FINISH (+ сервисная зона); список GT со 102 становится замкнутым кольцом (+ пит-стоп рядом).</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="22"/>
        <source>Tile sides, e.g. 202a 205b 210a ... or "1 x 202a" entries as the rulebook prints them.</source>
        <translation>Стороны фрагментов, например 202a 205b 210a ... или записи "1 x 202a", как их печатают правила.</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="24"/>
        <source>Stage file to write.</source>
        <translation>Файл спецучастка для записи.</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="25"/>
        <source>Stage name. [default: none]</source>
        <translation>Название спецучастка. [по умолчанию: нет]</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="26"/>
        <source>Try another arrangement.</source>
        <translation>Попробовать другую раскладку.</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="30"/>
        <source>GT circuit: laps of the race. [default: not written in the file]</source>
        <translation>Кольцо GT: круги гонки. [по умолчанию: не пишутся в файл]</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="35"/>
        <source>Time to search for the most compact layout; then the best found so far is kept (it says how far it came).</source>
        <translation>Время на поиск самой компактной раскладки; затем остаётся лучшая найденная (с пометкой, докуда дошёл поиск).</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="57"/>
        <source>only for a GT circuit (a list with the start-finish piece 102)</source>
        <translation>только для кольца GT (списка с фрагментом старт-финиш 102)</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="62"/>
        <source>tile list: {problem}</source>
        <translation>список фрагментов: {problem}</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="65"/>
        <source>wrote {path}: {tiles} in {shape} ({reached})</source>
        <translation>записано {path}: {tiles}, {shape} ({reached})</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="67"/>
        <source>a closed circuit</source>
        <translation>замкнутое кольцо</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="67"/>
        <source>one chain</source>
        <translation>одна цепочка</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="68"/>
        <source>{reached}: the most compact of those</source>
        <translation>{reached}: самая компактная из них</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="73"/>
        <source>Print the stage's tiles as the rulebook lists them (1 x 210b), by box.</source>
        <translation>Выводит фрагменты спецучастка, как их перечисляют правила (1 x 210b), по коробкам.</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="74"/>
        <source>Stage file.</source>
        <translation>Файл спецучастка.</translation>
    </message>
    <message>
        <location filename="../../cli/outputs.py" line="25"/>
        <source>{problem} (pass --force to replace it)</source>
        <translation>{problem} (укажите --force, чтобы заменить его)</translation>
    </message>
    <message>
        <location filename="../../cli/outputs.py" line="40"/>
        <source>cannot write: {folder} is a file, not a folder</source>
        <translation>нельзя записать: {folder} — файл, а не папка</translation>
    </message>
    <message>
        <location filename="../../cli/outputs.py" line="43"/>
        <source>no such folder {folder}: create it first (pacenote does not create folders for an output)</source>
        <translation>нет папки {folder}: сначала создайте её (pacenote не создаёт папки для вывода)</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="30"/>
        <source>start</source>
        <comment>tile kind</comment>
        <translation>старт</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="30"/>
        <source>finish</source>
        <comment>tile kind</comment>
        <translation>финиш</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="31"/>
        <source>service</source>
        <comment>tile kind</comment>
        <translation>сервис</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="31"/>
        <source>straight</source>
        <comment>tile kind</comment>
        <translation>прямая</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="32"/>
        <source>bend</source>
        <comment>tile kind</comment>
        <translation>изгиб</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="32"/>
        <source>corner</source>
        <comment>tile kind</comment>
        <translation>поворот</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="33"/>
        <source>s-bend</source>
        <comment>tile kind</comment>
        <translation>S-образный поворот</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="33"/>
        <source>wavy</source>
        <comment>tile kind</comment>
        <translation>волнистая</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="34"/>
        <source>pit</source>
        <comment>tile kind</comment>
        <translation>пит</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="34"/>
        <source>start-finish</source>
        <comment>tile kind</comment>
        <translation>старт-финиш</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="35"/>
        <source>junction</source>
        <comment>tile kind</comment>
        <translation>развилка</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="35"/>
        <source>separate</source>
        <comment>tile kind</comment>
        <translation>раздельные</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="36"/>
        <source>crossing</source>
        <comment>tile kind</comment>
        <translation>перекрёсток</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="36"/>
        <source>scenery</source>
        <comment>tile kind</comment>
        <translation>декорация</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="37"/>
        <source>parallel</source>
        <comment>tile kind</comment>
        <translation>параллельные</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="37"/>
        <source>underpass</source>
        <comment>tile kind</comment>
        <translation>тоннель</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="38"/>
        <source>none</source>
        <comment>danger</comment>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="38"/>
        <source>low</source>
        <comment>danger</comment>
        <translation>низкая</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="39"/>
        <source>medium</source>
        <comment>danger</comment>
        <translation>средняя</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="39"/>
        <source>high</source>
        <comment>danger</comment>
        <translation>высокая</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="40"/>
        <source>start line</source>
        <translation>линия старта</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="40"/>
        <source>finish line</source>
        <translation>линия финиша</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="41"/>
        <source>start-finish line</source>
        <translation>линия старт-финиш</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="42"/>
        <source>repair</source>
        <comment>pit service</comment>
        <translation>ремонт</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="42"/>
        <source>tyres</source>
        <comment>pit service</comment>
        <translation>шины</translation>
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
        <translation>вид</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="44"/>
        <source>edges</source>
        <comment>tiles table</comment>
        <translation>стороны</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="45"/>
        <source>danger</source>
        <comment>tiles table</comment>
        <translation>опасность</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="46"/>
        <source>cells</source>
        <comment>tiles table</comment>
        <translation>клетки</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="47"/>
        <source>limits</source>
        <comment>tiles table</comment>
        <translation>лимиты</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="48"/>
        <source>features</source>
        <comment>tiles table</comment>
        <translation>особенности</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="55"/>
        <source>Tileset: a shipped name (dirt-core, dirt-exp-3xx, gt-core, gt-exp) or a tileset file (.json).</source>
        <translation>Набор фрагментов: поставляемое имя (dirt-core, dirt-exp-3xx, gt-core, gt-exp) или файл набора фрагментов (.json).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="57"/>
        <source>Pixels per hex radius in PNG output (SVG: nominal size).</source>
        <translation>Пикселей на радиус гекса в PNG (SVG: номинальный размер).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="74"/>
        <source>unknown tile side {id} in tileset {tileset} (sides {known})</source>
        <translation>неизвестная сторона фрагмента {id} в наборе {tileset} (стороны {known})</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="151"/>
        <source>pit stop: {lanes}</source>
        <translation>пит-стоп: {lanes}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="153"/>
        <source>{n} grid box</source>
        <comment>{n} grid boxes</comment>
        <translation>
            <numerusform>{n} стартовая позиция</numerusform>
            <numerusform>{n} стартовые позиции</numerusform>
            <numerusform>{n} стартовых позиций</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="156"/>
        <source>doubled inner lane</source>
        <translation>двойная внутренняя полоса</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="158"/>
        <source>dotted {limits}</source>
        <translation>пунктир {limits}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="163"/>
        <source>{n} slide row</source>
        <comment>{n} slide rows</comment>
        <translation>
            <numerusform>{n} ряд заноса</numerusform>
            <numerusform>{n} ряда заноса</numerusform>
            <numerusform>{n} рядов заноса</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="164"/>
        <source>jump ^{n}</source>
        <translation>прыжок ^{n}</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="165"/>
        <source>ford</source>
        <translation>брод</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="167"/>
        <source>shortcut {limit}</source>
        <translation>срезка {limit}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="169"/>
        <source>climb plates on {n} line</source>
        <comment>climb plates on {n} lines</comment>
        <translation>
            <numerusform>плитки подъёма на {n} линии</numerusform>
            <numerusform>плитки подъёма на {n} линиях</numerusform>
            <numerusform>плитки подъёма на {n} линиях</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="178"/>
        <source>{danger} danger</source>
        <translation>опасность {danger}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="181"/>
        <source>{n} cell</source>
        <comment>{n} cells</comment>
        <translation>
            <numerusform>{n} клетка</numerusform>
            <numerusform>{n} клетки</numerusform>
            <numerusform>{n} клеток</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="183"/>
        <source>limits {limits}</source>
        <translation>лимиты {limits}</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="188"/>
        <source>List the tile sides of a tileset: table, JSON, or a picture gallery.</source>
        <translation>Перечисляет стороны фрагментов набора: таблица, JSON или галерея изображений.</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="190"/>
        <source>Tile sides to show (default: all).</source>
        <translation>Стороны фрагментов для показа (по умолчанию: все).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="191"/>
        <source>One JSON object per side.</source>
        <translation>Один объект JSON на сторону.</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="193"/>
        <source>With --json: 'cells' lists every cell's kind and polygon (tile-local, circumradius 1, y up) instead of counting the road cells.</source>
        <translation>С --json: 'cells' перечисляет вид и многоугольник каждой клетки (в координатах фрагмента, радиус 1, y вверх) вместо подсчёта дорожных клеток.</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="196"/>
        <source>Write one PNG per side and index.html to DIR. [default: none: print a table]</source>
        <translation>Записать по PNG на сторону и index.html в DIR. [по умолчанию: нет: вывести таблицу]</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="199"/>
        <source>With --gallery: draw measured outlines (a tile-shapes .json: road, shortcuts, cell lines per side) over each side. [default: none]</source>
        <translation>С --gallery: рисовать измеренные контуры (.json форм фрагментов: дорога, срезки, линии клеток на сторону) поверх каждой стороны. [по умолчанию: нет]</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="209"/>
        <source>--geometry goes with --json</source>
        <translation>--geometry — только вместе с --json</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="211"/>
        <source>--overlay goes with --gallery</source>
        <translation>--overlay — только вместе с --gallery</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="214"/>
        <source>--json and --gallery do not go together</source>
        <translation>--json и --gallery несовместимы</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="216"/>
        <source>pacenote tiles --gallery (PNG pictures)</source>
        <translation>pacenote tiles --gallery (PNG-изображения фрагментов)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="219"/>
        <source>wrote {n} tile picture and {index}</source>
        <comment>wrote {n} tile pictures and {index}</comment>
        <translation>
            <numerusform>записано {n} изображение фрагмента и {index}</numerusform>
            <numerusform>записано {n} изображения фрагментов и {index}</numerusform>
            <numerusform>записано {n} изображений фрагментов и {index}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="237"/>
        <source>{title} ({n} side)</source>
        <comment>{title} ({n} sides)</comment>
        <translation>
            <numerusform>{title} ({n} сторона)</numerusform>
            <numerusform>{title} ({n} стороны)</numerusform>
            <numerusform>{title} ({n} сторон)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="256"/>
        <source>missing: expected a list of sides</source>
        <translation>отсутствует: ожидался список сторон</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="261"/>
        <source>expected an 'id' and a 'road' outline (a list of at least 3 [x, y] points)</source>
        <translation>ожидались 'id' и контур 'road' (список хотя бы из 3 точек [x, y])</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="266"/>
        <source>expected a list of at least 3 [x, y] points</source>
        <translation>ожидался список хотя бы из 3 точек [x, y]</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="311"/>
        <source>notes</source>
        <comment>tile gallery</comment>
        <translation>заметки</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="313"/>
        <source>tile side {id}</source>
        <translation>сторона фрагмента {id}</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="321"/>
        <source>{title}: tile gallery</source>
        <translation>{title}: галерея фрагментов</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="332"/>
        <source>{n} tile side of tileset {tileset}, drawn by {command}.</source>
        <comment>{n} tile sides of tileset {tileset}, drawn by {command}.</comment>
        <translation>
            <numerusform>{n} сторона фрагмента из набора {tileset}, нарисовано {command}.</numerusform>
            <numerusform>{n} стороны фрагментов из набора {tileset}, нарисовано {command}.</numerusform>
            <numerusform>{n} сторон фрагментов из набора {tileset}, нарисовано {command}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="346"/>
        <source>Draw a stage or one tile side to SVG or PNG (chosen by the output's extension).</source>
        <translation>Рисует спецучасток или одну сторону фрагмента в SVG или PNG (по расширению выходного файла).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="348"/>
        <source>Stage file to draw (.stage.json, Rekee .json, .rgt).</source>
        <translation>Файл спецучастка для рисования (.stage.json, Rekee .json, .rgt).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="350"/>
        <source>Draw one tile side, e.g. 210a. [default: none: draw STAGE]</source>
        <translation>Нарисовать одну сторону фрагмента, например 210a. [по умолчанию: нет: нарисовать спецучасток STAGE]</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="352"/>
        <source>Output file; .svg or .png.</source>
        <translation>Выходной файл; .svg или .png.</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="362"/>
        <source>render needs a STAGE file or --tile ID (exactly one of them)</source>
        <translation>render нужен файл спецучастка (STAGE) или --tile ID (ровно одно из них)</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="22"/>
        <source>{value} is not a valid integer.</source>
        <translation>{value} — не допустимое целое число.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="23"/>
        <source>{value} is not a valid int range.</source>
        <translation>{value} — не допустимое целое число.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="24"/>
        <source>{value} is not a valid float.</source>
        <translation>{value} — не допустимое число.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="25"/>
        <source>{value} is not a valid float range.</source>
        <translation>{value} — не допустимое число.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="26"/>
        <source>{value} is not a valid boolean. Recognized values: {values}</source>
        <translation>{value} — не допустимое логическое значение. Допустимые значения: {values}</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="27"/>
        <source>{value} is not in the range {range}.</source>
        <translation>{value} вне диапазона {range}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="28"/>
        <source>{value} is not one of {choices}.</source>
        <translation>{value} — не одно из {choices}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="29"/>
        <source>File {path} does not exist.</source>
        <translation>Файл {path} не существует.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="30"/>
        <source>Directory {path} does not exist.</source>
        <translation>Папка {path} не существует.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="31"/>
        <source>Path {path} does not exist.</source>
        <translation>Путь {path} не существует.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="32"/>
        <source>File {path} is a directory.</source>
        <translation>Файл {path} — это папка.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="33"/>
        <source>Directory {path} is a file.</source>
        <translation>Папка {path} — это файл.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="34"/>
        <source>Path {path} is not readable.</source>
        <translation>Путь {path} нельзя прочитать.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="35"/>
        <source>File {path} is not readable.</source>
        <translation>Файл {path} нельзя прочитать.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="36"/>
        <source>Directory {path} is not readable.</source>
        <translation>Папку {path} нельзя прочитать.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="37"/>
        <source>No such option: {name}</source>
        <translation>Нет такого параметра: {name}</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="38"/>
        <source>No such command {name}.</source>
        <translation>Нет такой команды {name}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="39"/>
        <source>Missing command.</source>
        <translation>Не указана команда.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="40"/>
        <source>Option {name} requires an argument.</source>
        <translation>Параметру {name} нужен аргумент.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="41"/>
        <source>Option {name} requires {n} arguments.</source>
        <translation>Параметру {name} нужно аргументов: {n}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="42"/>
        <source>Option {name} does not take a value.</source>
        <translation>Параметр {name} не принимает значения.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="43"/>
        <source>Got unexpected extra argument(s) ({args})</source>
        <translation>Лишние аргументы ({args})</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="44"/>
        <source>Argument {name} takes {n} values.</source>
        <translation>Аргумент {name} принимает значений: {n}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="47"/>
        <source>Invalid value for {param}: {problem}</source>
        <translation>Недопустимое значение для {param}: {problem}</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="47"/>
        <source>Invalid value: {problem}</source>
        <translation>Недопустимое значение: {problem}</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="48"/>
        <source>Missing argument {param}.</source>
        <translation>Не указан аргумент {param}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="48"/>
        <source>Missing option {param}.</source>
        <translation>Не указан параметр {param}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="49"/>
        <source>Missing parameter {param}.</source>
        <translation>Не указан параметр {param}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="49"/>
        <source>{problem} (Possible options: {options})</source>
        <translation>{problem} (возможные параметры: {options})</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="154"/>
        <source>could not be checked ({error})</source>
        <translation>не удалось проверить ({error})</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="189"/>
        <source>Check stages and rallies: structure, playability, length.

Every finding has a stable code (see the validators' README in the pacenote
repository). Exit code 0: no errors; 1: errors; 2: a file could not be read.</source>
        <translation>Проверяет спецучастки и ралли: структуру, играбельность, длину.

У каждого замечания постоянный код (см. README валидаторов в репозитории pacenote). Код выхода 0: ошибок нет; 1: ошибки; 2: файл не удалось прочитать.</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="192"/>
        <source>Stage files (.stage.json, Rekee .json, .rgt), rallies (.rally.json), or folders searched for them.</source>
        <translation>Файлы спецучастков (.stage.json, Rekee .json, .rgt), ралли (.rally.json) или папки, где их искать.</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="196"/>
        <source>text (one line per finding), json, or github (annotations a GitHub pull request shows on the file and line).</source>
        <translation>text (строка на замечание), json или github (аннотации, которые pull request на GitHub показывает у файла и строки).</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="199"/>
        <source>Lowest severity to print: error, warning or info.</source>
        <translation>Минимальная важность для вывода: error, warning или info.</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="210"/>
        <source>{value}: expected text, json or github</source>
        <translation>{value}: ожидалось text, json или github</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="213"/>
        <source>{value}: expected error, warning or info</source>
        <translation>{value}: ожидалось error, warning или info</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="218"/>
        <source>pacenote: warning: {folder} holds no stage or rally files</source>
        <translation>pacenote: предупреждение: в {folder} нет файлов спецучастков или ралли</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="221"/>
        <source>pacenote: note: {file}: {note}</source>
        <translation>pacenote: примечание: {file}: {note}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="258"/>
        <source>{n} error</source>
        <comment>{n} errors</comment>
        <translation>
            <numerusform>{n} ошибка</numerusform>
            <numerusform>{n} ошибки</numerusform>
            <numerusform>{n} ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="259"/>
        <source>{n} warning</source>
        <comment>{n} warnings</comment>
        <translation>
            <numerusform>{n} предупреждение</numerusform>
            <numerusform>{n} предупреждения</numerusform>
            <numerusform>{n} предупреждений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="260"/>
        <source>{n} info</source>
        <comment>{n} info</comment>
        <translation>
            <numerusform>сведений: {n}</numerusform>
            <numerusform>сведений: {n}</numerusform>
            <numerusform>сведений: {n}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="262"/>
        <source>{n} file checked</source>
        <comment>{n} files checked</comment>
        <translation>
            <numerusform>проверен {n} файл</numerusform>
            <numerusform>проверено {n} файла</numerusform>
            <numerusform>проверено {n} файлов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="263"/>
        <source>{n} file could not be read</source>
        <comment>{n} files could not be read</comment>
        <translation>
            <numerusform>{n} файл не прочитан</numerusform>
            <numerusform>{n} файла не прочитаны</numerusform>
            <numerusform>{n} файлов не прочитаны</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="266"/>
        <source>{n} file with errors</source>
        <comment>{n} files with errors</comment>
        <translation>
            <numerusform>{n} файл с ошибками</numerusform>
            <numerusform>{n} файла с ошибками</numerusform>
            <numerusform>{n} файлов с ошибками</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="268"/>
        <source>not every file could be checked</source>
        <translation>не все файлы удалось проверить</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="269"/>
        <source>no errors</source>
        <translation>ошибок нет</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="270"/>
        <source>{files}: {counts} ({verdict})</source>
        <translation>{files}: {counts} ({verdict})</translation>
    </message>
    <message>
        <location filename="../../editor/__init__.py" line="88"/>
        <source>no {code} finding on this stage (found: {found})</source>
        <translation>нет замечания {code} на этом спецучастке (найдены: {found})</translation>
    </message>
    <message>
        <location filename="../../editor/__init__.py" line="95"/>
        <source>cannot test-drive: {reason}</source>
        <translation>нельзя провести тестовый заезд: {reason}</translation>
    </message>
    <message>
        <location filename="../../editor/__init__.py" line="101"/>
        <source>test drive failed</source>
        <translation>тестовый заезд не удался</translation>
    </message>
    <message>
        <location filename="../../editor/__init__.py" line="106"/>
        <source>cannot write the screenshot: {reason}</source>
        <translation>нельзя записать снимок экрана: {reason}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/app.py" line="349"/>
        <source> · {n} die to the finish</source>
        <comment> · {n} dice to the finish</comment>
        <translation>
            <numerusform> · {n} кубик до финиша</numerusform>
            <numerusform> · {n} кубика до финиша</numerusform>
            <numerusform> · {n} кубиков до финиша</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/app.py" line="359"/>
        <source>circuit: closed loop, {n} lap</source>
        <comment>circuit: closed loop, {n} laps</comment>
        <translation>
            <numerusform>трасса: замкнутое кольцо, {n} круг</numerusform>
            <numerusform>трасса: замкнутое кольцо, {n} круга</numerusform>
            <numerusform>трасса: замкнутое кольцо, {n} кругов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/autosave.py" line="104"/>
        <source>names {files} for {stages}</source>
        <translation>называет {files} для {stages}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/autosave.py" line="105"/>
        <source>{n} stage file</source>
        <comment>{n} stage files</comment>
        <translation>
            <numerusform>{n} файл спецучастка</numerusform>
            <numerusform>{n} файла спецучастков</numerusform>
            <numerusform>{n} файлов спецучастков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/autosave.py" line="148"/>
        <source>expected a JSON object</source>
        <translation>ожидался объект JSON</translation>
    </message>
    <message>
        <location filename="../../editor/autosave.py" line="158"/>
        <source>not a recovery record ({reason})</source>
        <translation>это не запись восстановления ({reason})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_control.py" line="215"/>
        <source>Test drive: {n} run with the {driver} driver, seed {seed}</source>
        <comment>Test drive: {n} runs with the {driver} driver, seed {seed}</comment>
        <translation>
            <numerusform>Тест-драйв: {n} заезд, пилот {driver}, зерно {seed}</numerusform>
            <numerusform>Тест-драйв: {n} заезда, пилот {driver}, зерно {seed}</numerusform>
            <numerusform>Тест-драйв: {n} заездов, пилот {driver}, зерно {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_control.py" line="247"/>
        <source>Test drive done: {n} run in {seconds} s</source>
        <comment>Test drive done: {n} runs in {seconds} s</comment>
        <translation>
            <numerusform>Тест-драйв готов: {n} заезд за {seconds} с</numerusform>
            <numerusform>Тест-драйв готов: {n} заезда за {seconds} с</numerusform>
            <numerusform>Тест-драйв готов: {n} заездов за {seconds} с</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="55"/>
        <source>({finished} of {n} run)</source>
        <comment>({finished} of {n} runs)</comment>
        <translation>
            <numerusform>({finished} из {n} заезда)</numerusform>
            <numerusform>({finished} из {n} заездов)</numerusform>
            <numerusform>({finished} из {n} заездов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="97"/>
        <source>{n} run · {driver} · seed {seed}</source>
        <comment>{n} runs · {driver} · seed {seed}</comment>
        <translation>
            <numerusform>{n} заезд · {driver} · зерно {seed}</numerusform>
            <numerusform>{n} заезда · {driver} · зерно {seed}</numerusform>
            <numerusform>{n} заездов · {driver} · зерно {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="182"/>
        <source>{n} retirement</source>
        <comment>{n} retirements</comment>
        <translation>
            <numerusform>{n} сход</numerusform>
            <numerusform>{n} схода</numerusform>
            <numerusform>{n} сходов</numerusform>
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
        <translation>соответствует заданию</translation>
    </message>
    <message>
        <location filename="../../editor/generate_dialog.py" line="108"/>
        <source>nearest to the brief</source>
        <translation>ближе всего к заданию</translation>
    </message>
    <message>
        <location filename="../../editor/generate_dialog.py" line="110"/>
        <source>{tiles}, par {par}
{risk} losses/run, {footprint}
{met}</source>
        <translation>{tiles}, эталонное время {par}
{risk} потерь управления/заезд, {footprint}
{met}</translation>
    </message>
    <message>
        <location filename="../../editor/rally_files.py" line="81"/>
        <source>the stage file {file} is outside the rally's folder {folder}: a rally's stage files must lie in its folder or below (save or copy the stage there first)</source>
        <translation>файл спецучастка {file} лежит вне папки ралли {folder}: файлы спецучастков ралли должны быть в его папке или ниже (сначала сохраните или скопируйте туда спецучасток)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="81"/>
        <source>{n} box needed</source>
        <comment>{n} boxes needed</comment>
        <translation>
            <numerusform>нужна {n} коробка</numerusform>
            <numerusform>нужно {n} коробки</numerusform>
            <numerusform>нужно {n} коробок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="84"/>
        <source>{n} tile placed</source>
        <comment>{n} tiles placed</comment>
        <translation>
            <numerusform>выложен {n} фрагмент</numerusform>
            <numerusform>выложено {n} фрагмента</numerusform>
            <numerusform>выложено {n} фрагментов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="85"/>
        <source>{n} road tile</source>
        <comment>{n} road tiles</comment>
        <translation>
            <numerusform>{n} фрагмент дороги</numerusform>
            <numerusform>{n} фрагмента дороги</numerusform>
            <numerusform>{n} фрагментов дороги</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="86"/>
        <source>{n} tile on the course</source>
        <comment>{n} tiles on the course</comment>
        <translation>
            <numerusform>{n} фрагмент на маршруте</numerusform>
            <numerusform>{n} фрагмента на маршруте</numerusform>
            <numerusform>{n} фрагментов на маршруте</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="97"/>
        <source>~{minutes} min for {n} player</source>
        <comment>~{minutes} min for {n} players</comment>
        <translation>
            <numerusform>~{minutes} мин на {n} игрока</numerusform>
            <numerusform>~{minutes} мин на {n} игроков</numerusform>
            <numerusform>~{minutes} мин на {n} игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="188"/>
        <source>box: the rally's</source>
        <comment>boxes: the rally's</comment>
        <translation>
            <numerusform>коробка: ралли</numerusform>
            <numerusform>коробки: ралли</numerusform>
            <numerusform>коробок: ралли</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="189"/>
        <source>box owned</source>
        <comment>boxes owned</comment>
        <translation>
            <numerusform>коробка своя</numerusform>
            <numerusform>коробки свои</numerusform>
            <numerusform>коробок своих</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/gtrace.py" line="92"/>
        <source>{n} weather token cancels out: the weather stays {weather}</source>
        <comment>{n} weather tokens cancel out: the weather stays {weather}</comment>
        <translation>
            <numerusform>{n} жетон изменения погоды отменяется: остаётся {weather}</numerusform>
            <numerusform>{n} жетона изменения погоды отменяют друг друга: остаётся {weather}</numerusform>
            <numerusform>{n} жетонов изменения погоды отменяют друг друга: остаётся {weather}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="101"/>
        <source>weather change: the track is {weather} now, every dashboard flipped (the weather tokens back into the bag)</source>
        <translation>смена погоды: теперь {weather}, все приборные панели перевёрнуты (жетоны изменения погоды возвращаются в мешочек)</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="105"/>
        <source>weather change: the track is {weather} now, every dashboard flipped (the weather tokens put aside)</source>
        <translation>смена погоды: теперь {weather}, все приборные панели перевёрнуты (жетоны изменения погоды откладываются в сторону)</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="125"/>
        <source>without weather: a weather token discarded, {token} drawn instead</source>
        <translation>без погоды: жетон изменения погоды сброшен, вместо него вытянут {token}</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="272"/>
        <source>tyres ({tyres} tyres on)</source>
        <translation>замена шин (поставлены {tyres} шины)</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="273"/>
        <source>repair, every damage token back into the bag</source>
        <translation>ремонт, все жетоны повреждений возвращаются в мешочек</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="274"/>
        <source>repair and tyres ({tyres} tyres on), every damage token back into the bag</source>
        <translation>ремонт и замена шин (поставлены {tyres} шины), все жетоны повреждений возвращаются в мешочек</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="276"/>
        <source>pit stop: {lane} (token {token})</source>
        <translation>пит-стоп: {lane} (жетон {token})</translation>
    </message>
    <message>
        <location filename="../../engine/race.py" line="284"/>
        <source>its cell is taken: it stays beside the road</source>
        <translation>его клетка занята: он остаётся на обочине</translation>
    </message>
    <message>
        <location filename="../../engine/race.py" line="326"/>
        <source>back from the pits ({lane}, token {token}): on its cell in gear 0, and moves on</source>
        <translation>возвращается с пит-стопа ({lane}, жетон {token}): на свою клетку на передаче 0 и едет дальше</translation>
    </message>
    <message>
        <location filename="../../engine/race.py" line="333"/>
        <source>off the track: its cell is taken, it loses this turn too</source>
        <translation>вне трассы: его клетка занята, он теряет и этот ход</translation>
    </message>
    <message>
        <location filename="../../engine/race.py" line="334"/>
        <source>back on the track in gear 0 (the 00 turn is over: off the track or in the pits)</source>
        <translation>снова на трассе на передаче 0 (ход 00 окончен: вне трассы или на пит-стопе)</translation>
    </message>
    <message>
        <location filename="../../engine/raceturn.py" line="171"/>
        <source>no gear die left: retires</source>
        <translation>не осталось ни одного кубика передачи: выбывает</translation>
    </message>
    <message>
        <location filename="../../engine/raceturn.py" line="234"/>
        <source>the cars ahead leave no way on</source>
        <translation>машины впереди не оставляют проезда</translation>
    </message>
    <message>
        <location filename="../../engine/raceturn.py" line="257"/>
        <source>blocked: the cars ahead leave no way on; the move ends here</source>
        <translation>заблокирован: машины впереди не оставляют проезда; движение заканчивается здесь</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="139"/>
        <source>rally time</source>
        <translation>время ралли</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="139"/>
        <source>race time</source>
        <translation>время гонки</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="140"/>
        <source>damage carried out of stages without service</source>
        <translation>повреждения, вынесенные со спецучастков без сервиса</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="141"/>
        <source>damage carried out of the stage</source>
        <translation>повреждения, вынесенные со спецучастка</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="142"/>
        <source>Stage times (mean)</source>
        <translation>Время спецучастков (среднее)</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="142"/>
        <source>Stage time (mean)</source>
        <translation>Время спецучастка (среднее)</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="143"/>
        <source>per rally</source>
        <translation>за ралли</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="143"/>
        <source>per race</source>
        <translation>за гонку</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="406"/>
        <source>white</source>
        <comment>round marker</comment>
        <translation>белый</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="406"/>
        <source>black</source>
        <comment>round marker</comment>
        <translation>чёрный</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="424"/>
        <source>{stage}: start order {cars}</source>
        <translation>{stage}: порядок старта {cars}</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="426"/>
        <source>(service park after)</source>
        <translation>(после — сервисная зона)</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="433"/>
        <source>round {round} ({marker}): {cars}</source>
        <translation>раунд {round} ({marker}): {cars}</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="436"/>
        <source>round {round}: {cars}</source>
        <translation>раунд {round}: {cars}</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="439"/>
        <source>leader dice</source>
        <translation>кубики лидера</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="441"/>
        <source>plan changed by traffic</source>
        <translation>план изменён из-за других машин</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="449"/>
        <source>sheet #{car}: {stage} {time} ({outcome})</source>
        <translation>лист #{car}: {stage} {time} ({outcome})</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="453"/>
        <source>incl. {seconds} s checkpoint</source>
        <translation>в т. ч. {seconds} с за контрольный пункт</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="454"/>
        <source>damage carried: {tokens}</source>
        <translation>перенесённые повреждения: {tokens}</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="456"/>
        <source>spare wheel Y</source>
        <comment>rally sheet</comment>
        <translation>запасное колесо Д</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="457"/>
        <source>spare wheel N</source>
        <comment>rally sheet</comment>
        <translation>запасное колесо Н</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="458"/>
        <source>total {time} #{place}</source>
        <translation>итого {time} #{place}</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="24"/>
        <source>beside road</source>
        <comment>car state</comment>
        <translation>на обочине</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="24"/>
        <source>finished</source>
        <comment>car state</comment>
        <translation>финишировала</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="25"/>
        <source>retired</source>
        <comment>car state</comment>
        <translation>выбыла</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="25"/>
        <source>stuck</source>
        <comment>car state</comment>
        <translation>застряла</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="31"/>
        <source>cars: {cars}</source>
        <translation>машины: {cars}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="255"/>
        <source>(quick start)</source>
        <translation>(быстрый старт)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="260"/>
        <source>jumps {n} from {cell}</source>
        <translation>прыжок {n} с {cell}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="262"/>
        <source>(+{n}! track)</source>
        <translation>(+{n}! трасса)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="275"/>
        <source>result: {outcome}, gear tokens {cards} s - focus tokens {seconds} = {time} s in {n} turn</source>
        <comment>result: {outcome}, gear tokens {cards} s - focus tokens {seconds} = {time} s in {n} turns</comment>
        <translation>
            <numerusform>итог: {outcome}, жетоны передач {cards} с - жетоны концентрации {seconds} = {time} с за {n} ход</numerusform>
            <numerusform>итог: {outcome}, жетоны передач {cards} с - жетоны концентрации {seconds} = {time} с за {n} хода</numerusform>
            <numerusform>итог: {outcome}, жетоны передач {cards} с - жетоны концентрации {seconds} = {time} с за {n} ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="280"/>
        <source>result: {outcome}, cards {cards} s - seconds tokens {seconds} = {time} s in {n} turns</source>
        <comment>result: {outcome}, cards {cards} s - seconds tokens {seconds} = {time} s in {n} turns</comment>
        <translation>
            <numerusform>итог: {outcome}, карты {cards} с - жетоны секунд {seconds} = {time} с за {n} ход</numerusform>
            <numerusform>итог: {outcome}, карты {cards} с - жетоны секунд {seconds} = {time} с за {n} хода</numerusform>
            <numerusform>итог: {outcome}, карты {cards} с - жетоны секунд {seconds} = {time} с за {n} ходов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="289"/>
        <source>turn {turn}: {cell} ({tile}) in gear {gear}, {mode}</source>
        <translation>ход {turn}: {cell} ({tile}) на передаче {gear}, {mode}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="292"/>
        <source>plan: {steps}</source>
        <translation>план: {steps}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="293"/>
        <source>rolled: {dice}</source>
        <translation>бросок: {dice}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="296"/>
        <source>cells: {cells}</source>
        <translation>клетки: {cells}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="301"/>
        <source>shortcut {cell}: token shows {face}</source>
        <translation>срезка {cell}: жетон показывает {face}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="303"/>
        <source>end {cell}:</source>
        <translation>конец {cell}:</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="315"/>
        <source>LOSS OF CONTROL, token 0: spin ({seconds} s)</source>
        <translation>ПОТЕРЯ УПРАВЛЕНИЯ, жетон 0: разворот ({seconds} с)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="317"/>
        <source>LOSS OF CONTROL, token 00: off the track ({seconds} s with the re-entry turn)</source>
        <translation>ПОТЕРЯ УПРАВЛЕНИЯ, жетон 00: вылет с трассы ({seconds} с вместе с ходом возвращения)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="320"/>
        <source>LOSS OF CONTROL, card 0 side: {card} ({seconds} s)</source>
        <translation>ПОТЕРЯ УПРАВЛЕНИЯ, карта стороной 0: {card} ({seconds} с)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="323"/>
        <source>damage: {tokens}</source>
        <translation>повреждения: {tokens}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="324"/>
        <source>next turn from gear {gear}</source>
        <translation>следующий ход с передачи {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="326"/>
        <source>gear token {gear} ({seconds} s)</source>
        <translation>жетон передачи {gear} ({seconds} с)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="328"/>
        <source>card {card} ({seconds} s)</source>
        <translation>карта {card} ({seconds} с)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="330"/>
        <source>+{n} focus token</source>
        <comment>+{n} focus tokens</comment>
        <translation>
            <numerusform>+{n} жетон концентрации</numerusform>
            <numerusform>+{n} жетона концентрации</numerusform>
            <numerusform>+{n} жетонов концентрации</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="331"/>
        <source>+{n} seconds tokens</source>
        <comment>+{n} seconds tokens</comment>
        <translation>
            <numerusform>+{n} жетон секунд</numerusform>
            <numerusform>+{n} жетона секунд</numerusform>
            <numerusform>+{n} жетонов секунд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="334"/>
        <source>{n} focus token spent securing</source>
        <comment>{n} focus tokens spent securing</comment>
        <translation>
            <numerusform>{n} жетон концентрации потрачен, чтобы обезопасить кубики</numerusform>
            <numerusform>{n} жетона концентрации потрачено, чтобы обезопасить кубики</numerusform>
            <numerusform>{n} жетонов концентрации потрачено, чтобы обезопасить кубики</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="336"/>
        <source>{n} seconds spent securing</source>
        <comment>{n} seconds spent securing</comment>
        <translation>
            <numerusform>{n} секунда потрачена, чтобы обезопасить кубики</numerusform>
            <numerusform>{n} секунды потрачено, чтобы обезопасить кубики</numerusform>
            <numerusform>{n} секунд потрачено, чтобы обезопасить кубики</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="344"/>
        <source>gear {gear}</source>
        <comment>time card</comment>
        <translation>передачи {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="351"/>
        <source>secured</source>
        <comment>die face</comment>
        <translation>обезопасен</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="190"/>
        <source>no die 'gear{gear}' for top gear {top}</source>
        <translation>нет кубика 'gear{gear}' для высшей передачи {top}</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="198"/>
        <source>no column {column}</source>
        <translation>нет столбца {column}</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="206"/>
        <source>no back mix for gear {gear}</source>
        <translation>нет состава рубашек для передачи {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="210"/>
        <source>spin+crash+sisu = {sum}, not the {n} cards of a deck</source>
        <translation>разворот+авария+SISU = {sum}, а не {n} карт колоды</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="218"/>
        <source>no crash damage for gear {gear}</source>
        <translation>нет повреждений от аварии для передачи {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="252"/>
        <source>no dashboard column {column}</source>
        <translation>нет столбца {column} приборной панели</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="265"/>
        <source>no value for gear {gear}</source>
        <translation>нет значения для передачи {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="167"/>
        <source>every die loses control here: the car must still move</source>
        <translation>здесь любой кубик ведёт к потере управления: машина всё равно должна ехать</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="184"/>
        <source>blocked: {why}; the move ends here in gear {gear}</source>
        <translation>заблокирован: {why}; движение заканчивается здесь на передаче {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="196"/>
        <source>blocked for good: no die can ever enter a cell ahead; retires</source>
        <translation>заблокирован окончательно: ни один кубик никогда не войдёт в клетку впереди; выбывает</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="203"/>
        <source>no die can enter a cell ahead</source>
        <translation>ни один кубик не может войти в клетку впереди</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="205"/>
        <source>house rule change-down: changes down to gear {gear} in place</source>
        <translation>домашнее правило change-down: понижает передачу до {gear} на месте</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/simulate.py" line="235"/>
        <source>stops before die {die} ({n} hazard)</source>
        <comment>stops before die {die} ({n} hazards)</comment>
        <translation>
            <numerusform>останавливается перед кубиком {die} ({n} символ опасности)</numerusform>
            <numerusform>останавливается перед кубиком {die} ({n} символа опасности)</numerusform>
            <numerusform>останавливается перед кубиком {die} ({n} символов опасности)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="260"/>
        <source>quick start shows a hazard: the turn ends in 2nd</source>
        <translation>быстрый старт показывает опасность: ход заканчивается на 2-й</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="293"/>
        <source>quick start shows a hazard: one cell in 2nd, no loss of control</source>
        <translation>быстрый старт показывает опасность: одна клетка на 2-й, без потери управления</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="302"/>
        <source>SISU token cancels every hazard of this turn</source>
        <translation>жетон SISU отменяет все опасности этого хода</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="321"/>
        <source>dice re-laid: {dice}</source>
        <translation>кубики переложены: {dice}</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="399"/>
        <source>changes a wheel: its card replaces the gear-1 card; one gas-damage token back in the bag</source>
        <translation>меняет колесо: его карта заменяет карту передачи 1; один жетон повреждения поддержания скорости возвращается в мешочек</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="454"/>
        <source>loss of control past the line: charged the gear-{gear} front</source>
        <translation>потеря управления за линией: засчитывается лицевая сторона карты передачи {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/testdrive.py" line="163"/>
        <source>the course is not complete</source>
        <translation>маршрут не завершён</translation>
    </message>
    <message>
        <location filename="../../engine/testdrive.py" line="168"/>
        <source>mud on course tile {tile}: the course has tiles 1-{last}</source>
        <translation>грязь на фрагменте {tile} маршрута: в маршруте фрагменты 1-{last}</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="12"/>
        <source>flat-out</source>
        <comment>rolling mode</comment>
        <translation>газ в пол</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="12"/>
        <source>one-by-one</source>
        <comment>rolling mode</comment>
        <translation>по одному</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="13"/>
        <source>forced</source>
        <comment>rolling mode</comment>
        <translation>вынужденный</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="13"/>
        <source>re-entry</source>
        <comment>rolling mode</comment>
        <translation>возвращение</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="14"/>
        <source>blocked</source>
        <comment>rolling mode</comment>
        <translation>заблокирован</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="14"/>
        <source>retired</source>
        <comment>rolling mode</comment>
        <translation>выбыл</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="15"/>
        <source>gas</source>
        <translation>поддержание</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="15"/>
        <source>leader</source>
        <comment>die</comment>
        <translation>лидер</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="15"/>
        <source>brake</source>
        <translation>тормоза</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="16"/>
        <source>brake as gas</source>
        <comment>die</comment>
        <translation>торможение как поддержание</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="17"/>
        <source>spin</source>
        <translation>разворот</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="17"/>
        <source>crash</source>
        <translation>авария</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="17"/>
        <source>sisu</source>
        <translation>SISU</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="17"/>
        <source>spare wheel</source>
        <translation>запасное колесо</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="18"/>
        <source>gear</source>
        <translation>передачи</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="18"/>
        <source>green_flag</source>
        <translation>зелёный флаг</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="18"/>
        <source>weather</source>
        <translation>погода</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="19"/>
        <source>yellow_flag</source>
        <translation>жёлтый флаг</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="20"/>
        <source>ok</source>
        <comment>shortcut token</comment>
        <translation>без последствий</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="20"/>
        <source>puncture</source>
        <comment>shortcut token</comment>
        <translation>прокол</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="21"/>
        <source>mud</source>
        <comment>shortcut token</comment>
        <translation>грязь</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="22"/>
        <source>dry</source>
        <comment>weather</comment>
        <translation>сухая погода</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="22"/>
        <source>wet</source>
        <comment>weather</comment>
        <translation>дождь</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="23"/>
        <source>road</source>
        <comment>tyres</comment>
        <translation>шоссейные</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="23"/>
        <source>rain</source>
        <comment>tyres</comment>
        <translation>дождевые</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="24"/>
        <source>tyres</source>
        <comment>pit lane</comment>
        <translation>замена шин</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="24"/>
        <source>repair</source>
        <comment>pit lane</comment>
        <translation>ремонт</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="25"/>
        <source>repair_and_tyres</source>
        <comment>pit lane</comment>
        <translation>ремонт и замена шин</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="26"/>
        <source>finished</source>
        <comment>run outcome</comment>
        <translation>финиш</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="26"/>
        <source>retired</source>
        <comment>run outcome</comment>
        <translation>сход</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="27"/>
        <source>stuck</source>
        <comment>run outcome</comment>
        <translation>застрял</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="65"/>
        <source>quick start</source>
        <translation>резкий старт</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="65"/>
        <source>red zone</source>
        <translation>красная зона</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="66"/>
        <source>SISU token</source>
        <translation>жетон SISU</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="67"/>
        <source>rally</source>
        <comment>option value</comment>
        <translation>ралли</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="67"/>
        <source>stage</source>
        <comment>option value</comment>
        <translation>спецучасток</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="74"/>
        <source>on</source>
        <translation>вкл.</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="76"/>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/booklet.py" line="100"/>
        <source>{n} validation error ({codes}): exported as a draft with a warning banner</source>
        <comment>{n} validation errors ({codes}): exported as a draft with a warning banner</comment>
        <translation>
            <numerusform>{n} ошибка проверки ({codes}): экспортировано как черновик с предупреждением</numerusform>
            <numerusform>{n} ошибки проверки ({codes}): экспортировано как черновик с предупреждением</numerusform>
            <numerusform>{n} ошибок проверки ({codes}): экспортировано как черновик с предупреждением</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>above</source>
        <translation>над</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>upper right of</source>
        <translation>справа сверху от</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>lower right of</source>
        <translation>справа снизу от</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>below</source>
        <translation>под</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>lower left of</source>
        <translation>слева снизу от</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>upper left of</source>
        <translation>слева сверху от</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>top left</source>
        <translation>слева сверху</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>top right</source>
        <translation>справа сверху</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>right</source>
        <translation>справа</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>bottom right</source>
        <translation>справа снизу</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>bottom left</source>
        <translation>слева снизу</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>left</source>
        <translation>слева</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>straight</source>
        <translation>прямо</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>right 60°</source>
        <translation>вправо 60°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>right 120°</source>
        <translation>вправо 120°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="28"/>
        <source>left 120°</source>
        <translation>влево 120°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="28"/>
        <source>left 60°</source>
        <translation>влево 60°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="88"/>
        <source>service park</source>
        <translation>сервисная зона</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="188"/>
        <source>changed since pacenote wrote it, and the new bundle has a file of that name: move it away, or export to a new folder</source>
        <translation>изменён после записи pacenote, а в новом пакете есть файл с тем же именем: уберите его или экспортируйте в новую папку</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="191"/>
        <source>a file pacenote did not write, and the new bundle has a file of that name: move it away, or export to a new folder</source>
        <translation>файл, записанный не pacenote, а в новом пакете есть файл с тем же именем: уберите его или экспортируйте в новую папку</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="220"/>
        <source>exists and is not a folder: a bundle is a folder</source>
        <translation>существует и не является папкой: пакет — это папка</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="225"/>
        <source>is a folder that is not empty and holds no pacenote bundle (no {manifest}): choose a new or empty folder</source>
        <translation>это непустая папка без пакета pacenote (нет {manifest}): выберите новую или пустую папку</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="232"/>
        <source>not a pacenote bundle manifest (format {format}, version {version})</source>
        <translation>не манифест пакета pacenote (формат {format}, версия {version})</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="239"/>
        <source>expected an object</source>
        <translation>ожидался объект</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="242"/>
        <source>not a list of file names in the folder and their SHA-256 digests</source>
        <translation>не список имён файлов папки с их хешами SHA-256</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="274"/>
        <source>rally booklet (PDF)</source>
        <translation>буклет ралли (PDF)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="274"/>
        <source>build guide (PDF)</source>
        <translation>инструкция по сборке (PDF)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="276"/>
        <source>rally file</source>
        <translation>файл ралли</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="279"/>
        <source>the rally at a glance</source>
        <translation>ралли с первого взгляда</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="280"/>
        <source>pick list (tiles.txt)</source>
        <translation>список фрагментов (tiles.txt)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="289"/>
        <source>not written, {where}: {problem}</source>
        <translation>не записан, {where}: {problem}</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="299"/>
        <source>picture (PNG)</source>
        <translation>изображение (PNG)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="300"/>
        <source>this page</source>
        <translation>эта страница</translation>
    </message>
    <message>
        <location filename="../../export/guide.py" line="142"/>
        <source>the course is not one clean START → FINISH chain</source>
        <translation>маршрут — не одна чистая цепочка START → FINISH</translation>
    </message>
    <message>
        <location filename="../../export/guide.py" line="173"/>
        <source>length</source>
        <translation>длина</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/guide.py" line="173"/>
        <source>{pieces} pieces in the loop x {n} lap: a {size} race (rulebook: {guidelines})</source>
        <comment>{pieces} pieces in the loop x {n} laps: a {size} race (rulebook: {guidelines})</comment>
        <translation>
            <numerusform>{pieces} фрагментов в кольце x {n} круг: гонка «{size}» (правила: {guidelines})</numerusform>
            <numerusform>{pieces} фрагментов в кольце x {n} круга: гонка «{size}» (правила: {guidelines})</numerusform>
            <numerusform>{pieces} фрагментов в кольце x {n} кругов: гонка «{size}» (правила: {guidelines})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/guide.py" line="178"/>
        <source>~{minutes} min for {players} players (rulebook: ~{book} min for a {size} race)</source>
        <translation>~{minutes} мин на {players} игроков (правила: ~{book} мин на гонку «{size}»)</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="56"/>
        <source>~{minutes} min</source>
        <translation>~{minutes} мин</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="59"/>
        <source>draft</source>
        <translation>черновик</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="87"/>
        <source>by {author}</source>
        <translation>автор: {author}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/indexpage.py" line="97"/>
        <source>{n} validation error</source>
        <comment>{n} validation errors</comment>
        <translation>
            <numerusform>{n} ошибка проверки</numerusform>
            <numerusform>{n} ошибки проверки</numerusform>
            <numerusform>{n} ошибок проверки</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="100"/>
        <source>Not ready to play: {problems}</source>
        <translation>Не готово к игре: {problems}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="103"/>
        <source>At a glance</source>
        <translation>С первого взгляда</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="105"/>
        <source>{title}: every stage</source>
        <translation>{title}: все спецучастки</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="106"/>
        <source>Stages</source>
        <translation>Спецучастки</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>stage</source>
        <translation>спецучасток</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>name</source>
        <translation>название</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>road tiles</source>
        <translation>фрагменты дороги</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>cells</source>
        <translation>клетки</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>class</source>
        <translation>класс</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="109"/>
        <source>par time</source>
        <translation>эталонное время</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>then</source>
        <translation>затем</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>files</source>
        <translation>файлы</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>tiles</source>
        <translation>фрагменты</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="125"/>
        <source>Tiles</source>
        <translation>Фрагменты трассы</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="126"/>
        <source>{n} physical tiles for the whole rally; flipped between stages: {tiles}. Per stage and between stages: </source>
        <translation>{n} физических фрагментов на всё ралли; переворачиваются между спецучастками: {tiles}. По спецучасткам и между ними: </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="133"/>
        <source>Community formats</source>
        <translation>Форматы сообщества</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="137"/>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="138"/>
        <source>Written by pacenote:</source>
        <translation>Создано pacenote:</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="139"/>
        <source>Files: {n}.</source>
        <translation>Файлов: {n}.</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="150"/>
        <source>{tiles} road tiles, {cells} cells: {size}</source>
        <translation>фрагментов дороги: {tiles}, клеток: {cells}: {size}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="154"/>
        <source>no START → FINISH course yet</source>
        <translation>пока нет маршрута START → FINISH</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="158"/>
        <source>yes ({tile})</source>
        <translation>да ({tile})</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="159"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/indexpage.py" line="163"/>
        <source>{n} stage ({classes})</source>
        <comment>{n} stages ({classes})</comment>
        <translation>
            <numerusform>{n} спецучасток ({classes})</numerusform>
            <numerusform>{n} спецучастка ({classes})</numerusform>
            <numerusform>{n} спецучастков ({classes})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="165"/>
        <source>: a {size} rally</source>
        <translation>: ралли «{size}»</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="168"/>
        <source>~{minutes} min for {players} players</source>
        <translation>~{minutes} мин на {players} игроков</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="171"/>
        <source>after {stages}</source>
        <translation>после {stages}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="172"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="173"/>
        <source>tile boxes</source>
        <translation>коробки с фрагментами</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="175"/>
        <source>advanced rules</source>
        <translation>продвинутые правила</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="42"/>
        <source>… and {n} more</source>
        <translation>… и ещё {n}</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="71"/>
        <source>SHORT STAGE</source>
        <translation>КОРОТКИЙ СПЕЦУЧАСТОК</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="71"/>
        <source>MEDIUM STAGE</source>
        <translation>СРЕДНИЙ СПЕЦУЧАСТОК</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="72"/>
        <source>LONG STAGE</source>
        <translation>ДЛИННЫЙ СПЕЦУЧАСТОК</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="72"/>
        <source>SHORT RACE</source>
        <translation>КОРОТКАЯ ГОНКА</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="73"/>
        <source>MEDIUM RACE</source>
        <translation>СРЕДНЯЯ ГОНКА</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="73"/>
        <source>LONG RACE</source>
        <translation>ДЛИННАЯ ГОНКА</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="74"/>
        <source>SHORT RALLY</source>
        <translation>КОРОТКОЕ РАЛЛИ</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="74"/>
        <source>MEDIUM RALLY</source>
        <translation>СРЕДНЕЕ РАЛЛИ</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="75"/>
        <source>LONG RALLY</source>
        <translation>ДЛИННОЕ РАЛЛИ</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="81"/>
        <source> · by {author}</source>
        <translation> · автор: {author}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="54"/>
        <source>Stage build guide</source>
        <comment>a GT circuit's page</comment>
        <translation>Инструкция по сборке трассы</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="55"/>
        <source>Stage build guide</source>
        <translation>Инструкция по сборке спецучастка</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="56"/>
        <source>{title} · stage {n} of {count}</source>
        <translation>{title} · спецучасток {n} из {count}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="66"/>
        <source>page {n} / {count}</source>
        <translation>страница {n} / {count}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="81"/>
        <source>where the tile goes next to the tile before it, as on the drawing (top of the page = far side of the table).</source>
        <translation>куда кладётся фрагмент рядом с предыдущим, как на рисунке (верх страницы = дальний край стола).</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="83"/>
        <source>the corner with the tile's printed number (dark wedge on the drawing).</source>
        <translation>угол с напечатанным номером фрагмента (тёмный клин на рисунке).</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="84"/>
        <source>how the course turns across the tile.</source>
        <translation>как поворачивает маршрут на фрагменте.</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="100"/>
        <source>tile</source>
        <translation>фрагмент</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="101"/>
        <source>place it</source>
        <translation>положить</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="102"/>
        <source>number at</source>
        <translation>номер в углу</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="103"/>
        <source>road</source>
        <translation>дорога</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>short</source>
        <comment>class</comment>
        <translation>короткий</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>medium</source>
        <comment>class</comment>
        <translation>средний</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>long</source>
        <comment>class</comment>
        <translation>длинный</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="114"/>
        <source>first tile</source>
        <translation>первый фрагмент</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="120"/>
        <source>DRAFT</source>
        <translation>ЧЕРНОВИК</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="124"/>
        <source>DRAFT: this stage has {n} validation error and is not ready to play</source>
        <comment>DRAFT: this stage has {n} validation errors and is not ready to play</comment>
        <translation>
            <numerusform>ЧЕРНОВИК: в спецучастке {n} ошибка проверки, он не готов к игре</numerusform>
            <numerusform>ЧЕРНОВИК: в спецучастке {n} ошибки проверки, он не готов к игре</numerusform>
            <numerusform>ЧЕРНОВИК: в спецучастке {n} ошибок проверки, он не готов к игре</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="135"/>
        <source>also placed, not on the course: {tiles}</source>
        <translation>также выложены, вне маршрута: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="150"/>
        <source>build order</source>
        <translation>порядок сборки</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="162"/>
        <source>notes</source>
        <translation>заметки</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="224"/>
        <source>{tiles} road tiles START → FINISH, {cells} road cells: {size} (rulebook: {target} tiles)</source>
        <translation>фрагментов дороги START → FINISH: {tiles}, клеток: {cells}: «{size}» (правила: {target} фрагментов)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="228"/>
        <source>~{minutes} min for {n} player (rulebook: ~{book} min for a {size} stage and 4 players)</source>
        <comment>~{minutes} min for {n} players (rulebook: ~{book} min for a {size} stage and 4 players)</comment>
        <translation>
            <numerusform>~{minutes} мин на {n} игрока (правила: ~{book} мин на спецучасток «{size}» и 4 игроков)</numerusform>
            <numerusform>~{minutes} мин на {n} игроков (правила: ~{book} мин на спецучасток «{size}» и 4 игроков)</numerusform>
            <numerusform>~{minutes} мин на {n} игроков (правила: ~{book} мин на спецучасток «{size}» и 4 игроков)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="236"/>
        <source>yes ({tile} after the FINISH)</source>
        <translation>да ({tile} после FINISH)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="241"/>
        <source>{par} (expert driver, {runs} runs; {finished}/{runs} finished)</source>
        <translation>{par} (пилот-эксперт, заездов: {runs}; финишировали {finished}/{runs})</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="243"/>
        <source>{par} (expert driver, {runs} runs; mean of the runs {mean}; {finished}/{runs} finished)</source>
        <translation>{par} (пилот-эксперт, заездов: {runs}; среднее {mean}; финишировали {finished}/{runs})</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="248"/>
        <source>none ({finished}/{runs} expert runs finished)</source>
        <translation>нет (финишировали заездов эксперта: {finished}/{runs})</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="254"/>
        <source>races</source>
        <translation>гонки</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="254"/>
        <source>{n} simulated race of {players} cars: {rounds} rounds, about {minutes} min at the table; {overtakes} overtakes and {blocked} turns blocked by cars per race</source>
        <comment>{n} simulated races of {players} cars: {rounds} rounds, about {minutes} min at the table; {overtakes} overtakes and {blocked} turns blocked by cars per race</comment>
        <translation>
            <numerusform>{n} смоделированная гонка {players} машин: {rounds} раундов, около {minutes} мин за столом; {overtakes} обгонов и {blocked} ходов, заблокированных машинами, за гонку</numerusform>
            <numerusform>{n} смоделированные гонки {players} машин: {rounds} раундов, около {minutes} мин за столом; {overtakes} обгонов и {blocked} ходов, заблокированных машинами, за гонку</numerusform>
            <numerusform>{n} смоделированных гонок {players} машин: {rounds} раундов, около {minutes} мин за столом; {overtakes} обгонов и {blocked} ходов, заблокированных машинами, за гонку</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="279"/>
        <source>tiles ({n})</source>
        <translation>фрагменты ({n})</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="288"/>
        <source>race</source>
        <translation>гонка</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="116"/>
        <source>{title}: tiles to take out of the box</source>
        <translation>{title}: фрагменты, которые нужно достать из коробки</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/picklist.py" line="119"/>
        <source>{n} tile</source>
        <comment>{n} tiles</comment>
        <translation>
            <numerusform>{n} фрагмент</numerusform>
            <numerusform>{n} фрагмента</numerusform>
            <numerusform>{n} фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="127"/>
        <source>Whole rally: {tiles} physical tiles from {boxes} (the table holds one stage at a time)</source>
        <translation>Всё ралли: физических фрагментов {tiles}, коробок: {boxes} (на столе собирается один спецучасток за раз)</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="130"/>
        <source>tile</source>
        <comment>pick list column</comment>
        <translation>фрагмент</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="135"/>
        <source>flipped</source>
        <translation>перевернуть</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="140"/>
        <source>flipped between stages: {tiles}</source>
        <translation>переворачиваются между спецучастками: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="144"/>
        <source>Between {before} and {after}:</source>
        <translation>Между {before} и {after}:</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="146"/>
        <source>the same tiles, the same sides up (rebuild the layout)</source>
        <translation>те же фрагменты, той же стороной вверх (пересоберите трассу)</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="148"/>
        <source>flip: {tiles}</source>
        <translation>перевернуть: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="151"/>
        <source>put away: {tiles}</source>
        <translation>убрать: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="153"/>
        <source>take out: {tiles}</source>
        <translation>достать: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/qtpaint.py" line="109"/>
        <source>scale {scale} is far too large for a picture</source>
        <translation>масштаб {scale} слишком велик для изображения</translation>
    </message>
    <message>
        <location filename="../../export/qtpaint.py" line="133"/>
        <source>the picture would be {width} x {height} pixels, more than the limit ({pixels} pixels, {side} a side): use --scale {fit} or less, or write .svg</source>
        <translation>изображение было бы {width} x {height} пикселей, больше предела ({pixels} пикселей, {side} по стороне): используйте --scale {fit} или меньше либо запишите .svg</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="36"/>
        <source>short = 2 short stages, medium = 3 short or 2 long, long = 3 medium</source>
        <translation>короткое = 2 коротких спецучастка, среднее = 3 коротких или 2 длинных, длинное = 3 средних</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="38"/>
        <source>After a stage with service: remove all damage tokens and take back the spare wheel.</source>
        <translation>После спецучастка с сервисом: уберите все жетоны повреждений и верните запасное колесо.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="39"/>
        <source>After a stage without service: note each car's damage tokens (gear / gas / brake) on the rally sheet; they start the next stage on its dashboard. A spare wheel not used in the stage may be discarded between stages to remove one gas damage.</source>
        <translation>После спецучастка без сервиса: запишите жетоны повреждений каждой машины (передачи / поддержание скорости / тормоза) в лист ралли; с ними машина начинает следующий спецучасток на своей приборной панели. Запасное колесо, не использованное на спецучастке, можно сбросить между спецучастками, чтобы убрать одно повреждение поддержания скорости.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="42"/>
        <source>Time cards and seconds tokens never carry over. The lowest total time plays first in the next stage.</source>
        <translation>Карты времени и жетоны секунд никогда не переносятся. Лучшее общее время ходит первым на следующем спецучастке.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="50"/>
        <source>Rally booklet</source>
        <translation>Буклет ралли</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="52"/>
        <source>DRAFT: this rally has errors and is not ready to play</source>
        <translation>ЧЕРНОВИК: в ралли есть ошибки, оно не готово к игре</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="57"/>
        <source>nearest rulebook class</source>
        <translation>ближайший класс правил</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="60"/>
        <source>{n} stage ({classes}): a {size} rally ({how}; {plans})</source>
        <comment>{n} stages ({classes}): a {size} rally ({how}; {plans})</comment>
        <translation>
            <numerusform>{n} спецучасток ({classes}): ралли «{size}» ({how}; {plans})</numerusform>
            <numerusform>{n} спецучастка ({classes}): ралли «{size}» ({how}; {plans})</numerusform>
            <numerusform>{n} спецучастков ({classes}): ралли «{size}» ({how}; {plans})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="66"/>
        <source>~{minutes} min for {n} player: the stages at the rulebook's rate and {between} min between stages (rulebook: ~{book} min for a {size} rally and 4 players)</source>
        <comment>~{minutes} min for {n} players: the stages at the rulebook's rate and {between} min between stages (rulebook: ~{book} min for a {size} rally and 4 players)</comment>
        <translation>
            <numerusform>~{minutes} мин на {n} игрока: спецучастки в темпе правил и {between} мин между спецучастками (правила: ~{book} мин на ралли «{size}» и 4 игроков)</numerusform>
            <numerusform>~{minutes} мин на {n} игроков: спецучастки в темпе правил и {between} мин между спецучастками (правила: ~{book} мин на ралли «{size}» и 4 игроков)</numerusform>
            <numerusform>~{minutes} мин на {n} игроков: спецучастки в темпе правил и {between} мин между спецучастками (правила: ~{book} мин на ралли «{size}» и 4 игроков)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="78"/>
        <source>{n} (every stage is built from this box)</source>
        <comment>{n} (every stage is built from these boxes)</comment>
        <translation>
            <numerusform>{n} (каждый спецучасток собирается из этой коробки)</numerusform>
            <numerusform>{n} (каждый спецучасток собирается из этих коробок)</numerusform>
            <numerusform>{n} (каждый спецучасток собирается из этих коробок)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="90"/>
        <source>stages</source>
        <translation>спецучастки</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="96"/>
        <source>tiles per stage</source>
        <translation>фрагменты по спецучасткам</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="99"/>
        <source>between stages</source>
        <translation>между спецучастками</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="109"/>
        <source>file</source>
        <translation>файл</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="111"/>
        <source>page</source>
        <translation>стр.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="132"/>
        <source>  (errors)</source>
        <translation>  (ошибки)</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="135"/>
        <source>service park</source>
        <comment>the cover table's narrow 'then' column</comment>
        <translation>сервис</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="179"/>
        <source>time: m:ss, the stage's time cards minus the seconds tokens left. damage carried: the damage tokens on the dashboard going into the next stage. spare wheel: Y if the card is available in the next stage. total: the rally time so far; #: position (lowest total first, and first to play in the next stage).</source>
        <translation>время: м:сс, карты времени спецучастка минус оставшиеся жетоны секунд. повреждения: жетоны повреждений на приборной панели перед следующим спецучастком. запасное колесо: Д, если карта доступна на следующем спецучастке. итого: время ралли на данный момент; #: место (меньшее время первым, и он ходит первым на следующем спецучастке).</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="186"/>
        <source> · part {n} of {count}</source>
        <translation> · часть {n} из {count}</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="187"/>
        <source>RALLY SHEET</source>
        <translation>ЛИСТ РАЛЛИ</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="187"/>
        <source> · fill in by hand</source>
        <translation> · заполняется от руки</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="195"/>
        <source>driver</source>
        <translation>пилот</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="236"/>
        <source>then SERVICE PARK: all damage repaired, spare wheel back</source>
        <translation>затем СЕРВИСНАЯ ЗОНА: все повреждения устранены, запасное колесо возвращено</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="248"/>
        <source>service: repaired</source>
        <translation>сервис: отремонтировано</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="248"/>
        <source>service: new wheel</source>
        <translation>сервис: новое колесо</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="285"/>
        <source>Y</source>
        <comment>yes on the rally sheet</comment>
        <translation>Д</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="285"/>
        <source>N</source>
        <comment>no on the rally sheet</comment>
        <translation>Н</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="32"/>
        <source>no extension</source>
        <translation>без расширения</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="33"/>
        <source>cannot write {what}: use {formats}</source>
        <translation>нельзя записать {what}: используйте {formats}</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="36"/>
        <source>scale must be a positive number, not {scale}</source>
        <translation>масштаб должен быть положительным числом, а не {scale}</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="46"/>
        <source>PNG output</source>
        <translation>Вывод PNG</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="46"/>
        <source>write .svg</source>
        <translation>запишите .svg</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="18"/>
        <source>time</source>
        <translation>время</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="19"/>
        <source>damage carried</source>
        <translation>повреждения</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="21"/>
        <source>total  ·  position</source>
        <translation>итого  ·  место</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="22"/>
        <source>final time</source>
        <translation>итоговое время</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="23"/>
        <source>final position</source>
        <translation>итоговое место</translation>
    </message>
    <message>
        <location filename="../../export/writer.py" line="36"/>
        <source>cannot write {what}: use .pdf, .svg or .png, or a folder (DIR/) for the bundle</source>
        <translation>нельзя записать {what}: используйте .pdf, .svg или .png либо папку (DIR/) для пакета</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/writer.py" line="39"/>
        <source>a rally booklet has {n} page and {suffix} holds one: export it as .pdf</source>
        <comment>a rally booklet has {n} pages and {suffix} holds one: export it as .pdf</comment>
        <translation>
            <numerusform>в буклете ралли {n} страница, а {suffix} вмещает одну: экспортируйте его как .pdf</numerusform>
            <numerusform>в буклете ралли {n} страницы, а {suffix} вмещает одну: экспортируйте его как .pdf</numerusform>
            <numerusform>в буклете ралли {n} страниц, а {suffix} вмещает одну: экспортируйте его как .pdf</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/writer.py" line="42"/>
        <source>a rally booklet has several pages and {suffix} holds one: export it as .pdf</source>
        <translation>в буклете ралли несколько страниц, а {suffix} вмещает одну: экспортируйте его как .pdf</translation>
    </message>
    <message>
        <location filename="../../export/writer.py" line="45"/>
        <source>pacenote export (PDF, SVG and PNG pages)</source>
        <translation>pacenote export (страницы PDF, SVG и PNG)</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="36"/>
        <source>table {text}: write WIDTHxDEPTH in cm, e.g. 120x80</source>
        <translation>стол {text}: укажите ШИРИНАxГЛУБИНА в см, напр. 120x80</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="45"/>
        <source>par {text}: write M:SS or seconds, e.g. 2:30</source>
        <translation>пар {text}: укажите М:СС или секунды, напр. 2:30</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="53"/>
        <source>feature {name}: choose from {names}</source>
        <translation>особенность {name}: выберите из {names}</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="66"/>
        <source>terrain {text}: write e.g. gravel,asphalt or gravel:60,asphalt:40</source>
        <translation>покрытие {text}: укажите, напр., gravel,asphalt или gravel:60,asphalt:40</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="72"/>
        <source>terrain {text}: write a terrain, or terrain:share with a share above 0 (gravel:60)</source>
        <translation>покрытие {text}: укажите покрытие или покрытие:доля с долей больше 0 (gravel:60)</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="76"/>
        <source>terrain {text}: a terrain named twice</source>
        <translation>покрытие {text}: покрытие указано дважды</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="79"/>
        <source>terrain {text}: give every terrain a share, or none</source>
        <translation>покрытие {text}: укажите долю для каждого покрытия или ни для одного</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="115"/>
        <source>class {name}: choose from {names}</source>
        <translation>класс {name}: выберите из {names}</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="118"/>
        <source>difficulty {name}: choose from {names}</source>
        <translation>сложность {name}: выберите из {names}</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="122"/>
        <source>features: {name} is both wanted and banned</source>
        <translation>особенности: {name} одновременно нужна и запрещена</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="125"/>
        <source>players: 1 to 10</source>
        <translation>игроки: от 1 до 10</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="96"/>
        <source>with {feature}: GT pieces have no {feature}; nearest achievable: without {feature}</source>
        <translation>с {feature}: у деталей GT нет {feature}; ближайшее достижимое: без {feature}</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="110"/>
        <source>boxes: no start-finish piece (102) among the tiles owned</source>
        <translation>коробки: среди ваших фрагментов нет детали старт-финиш (102)</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="113"/>
        <source>tiles: {asked} pieces asked but the boxes owned ({boxes}) hold {most} of one lane width (102 included); nearest achievable: {most}</source>
        <translation>фрагменты: запрошено {asked} деталей, а в ваших коробках ({boxes}) {most} одной ширины полосы (включая 102); ближайшее достижимое: {most}</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="155"/>
        <source>table: no circuit of {n} pieces found that fits {table}; nearest achievable: {smallest}</source>
        <translation>стол: не найдено кольцо из {n} деталей, которое помещается на {table}; ближайшее достижимое: {smallest}</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="158"/>
        <source>no circuit of {n} pieces closed within the budget; try a larger --budget</source>
        <translation>ни одно кольцо из {n} деталей не замкнулось за отведённое время; попробуйте больший --budget</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="48"/>
        <source>boxes: no START and FINISH among the tiles owned</source>
        <translation>коробки: среди ваших фрагментов нет START и FINISH</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="52"/>
        <source>tiles: {asked} road tiles asked but the boxes owned ({boxes}) hold {most} (START and FINISH included); nearest achievable: {most}</source>
        <translation>фрагменты: запрошено {asked} фрагментов дороги, а в ваших коробках ({boxes}) {most} (включая START и FINISH); ближайшее достижимое: {most}</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="60"/>
        <source>with {feature}: no tile owned has {feature}; nearest achievable: without {feature}</source>
        <translation>с {feature}: ни у одного вашего фрагмента нет {feature}; ближайшее достижимое: без {feature}</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="69"/>
        <source>table: {n} tiles of {tile} cm cover {area} m², more than {table}; nearest achievable: a table larger than {width}x{height} cm (the tiles' own area)</source>
        <translation>стол: {n} фрагментов по {tile} см занимают {area} м², больше чем {table}; ближайшее достижимое: стол больше {width}x{height} см (площадь самих фрагментов)</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="82"/>
        <source>terrain {name}: no tile owned ({boxes}) has {name}; nearest achievable: {terrains}</source>
        <translation>покрытие {name}: ни у одного вашего фрагмента ({boxes}) нет {name}; ближайшее достижимое: {terrains}</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="100"/>
        <source>boxes: {problem}</source>
        <translation>коробки: {problem}</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="102"/>
        <source>boxes: GT boxes make circuits (pacenote generate --boxes gt-core makes a closed circuit)</source>
        <translation>коробки: из коробок GT строятся кольца (pacenote generate --boxes gt-core строит замкнутое кольцо)</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="114"/>
        <source>table: no chain of {n} tiles found that fits {table}; try a larger table or fewer tiles</source>
        <translation>стол: не найдена цепочка из {n} фрагментов, которая помещается на {table}; попробуйте стол побольше или меньше фрагментов</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="117"/>
        <source>no stage found within the budget; try a larger --budget</source>
        <translation>спецучасток не найден за отведённое время; попробуйте больший --budget</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="122"/>
        <source>par: {par} is out of reach with {n} tiles of {boxes}; nearest achieved: {best}</source>
        <translation>пар: {par} недостижим с {n} фрагментами из {boxes}; ближайшее достигнутое: {best}</translation>
    </message>
    <message>
        <location filename="../../generate/rally.py" line="61"/>
        <source>service {text}: write after:1,2 (stage numbers)</source>
        <translation>сервис {text}: укажите after:1,2 (номера спецучастков)</translation>
    </message>
    <message>
        <location filename="../../generate/rally.py" line="65"/>
        <source>service after {n}: the rally has stages 1-{stages}</source>
        <translation>сервис после {n}: в ралли спецучастки 1-{stages}</translation>
    </message>
    <message>
        <location filename="../../generate/rally.py" line="101"/>
        <source>minutes: {minutes} min is more than {stages} long stages take for {players} players; nearest achievable: about {top} min (or more --stages)</source>
        <translation>минуты: {minutes} мин — больше, чем длятся {stages} длинных спецучастков для {players} игроков; ближайшее достижимое: около {top} мин (или больше --stages)</translation>
    </message>
    <message>
        <location filename="../../generate/rally.py" line="106"/>
        <source>minutes: {minutes} min is less than {stages} short stages take for {players} players; nearest achievable: about {low} min (or fewer --stages)</source>
        <translation>минуты: {minutes} мин — меньше, чем длятся {stages} коротких спецучастков для {players} игроков; ближайшее достижимое: около {low} мин (или меньше --stages)</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="17"/>
        <source>boxes</source>
        <comment>brief point</comment>
        <translation>коробки</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="17"/>
        <source>tiles</source>
        <comment>brief point</comment>
        <translation>фрагменты</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="18"/>
        <source>class</source>
        <comment>brief point</comment>
        <translation>класс</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="18"/>
        <source>par</source>
        <comment>brief point</comment>
        <translation>пар</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="19"/>
        <source>risk</source>
        <comment>brief point</comment>
        <translation>риск</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="19"/>
        <source>features</source>
        <comment>brief point</comment>
        <translation>особенности</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="20"/>
        <source>terrain</source>
        <comment>brief point</comment>
        <translation>покрытие</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="20"/>
        <source>players</source>
        <comment>brief point</comment>
        <translation>игроки</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="21"/>
        <source>table</source>
        <comment>brief point</comment>
        <translation>стол</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="21"/>
        <source>checks</source>
        <comment>brief point</comment>
        <translation>проверки</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="22"/>
        <source>duration</source>
        <comment>brief point</comment>
        <translation>время</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="23"/>
        <source>easy</source>
        <comment>difficulty</comment>
        <translation>лёгкая</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="23"/>
        <source>medium</source>
        <comment>difficulty</comment>
        <translation>средняя</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="24"/>
        <source>hard</source>
        <comment>difficulty</comment>
        <translation>трудная</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="25"/>
        <source>gravel</source>
        <comment>terrain</comment>
        <translation>гравий</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="25"/>
        <source>asphalt</source>
        <comment>terrain</comment>
        <translation>асфальт</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="26"/>
        <source>snow</source>
        <comment>terrain</comment>
        <translation>снег</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="27"/>
        <source>jumps</source>
        <comment>feature</comment>
        <translation>прыжки</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="27"/>
        <source>fords</source>
        <comment>feature</comment>
        <translation>броды</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="28"/>
        <source>shortcuts</source>
        <comment>feature</comment>
        <translation>срезки</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="28"/>
        <source>slides</source>
        <comment>feature</comment>
        <translation>заносы</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="51"/>
        <source>ok</source>
        <comment>brief met</comment>
        <translation>ок</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="51"/>
        <source>MISSED</source>
        <comment>brief met</comment>
        <translation>НЕ ВЫПОЛНЕНО</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="52"/>
        <source>{point} target {target} achieved {achieved} {mark}</source>
        <translation>{point} цель {target} итог {achieved} {mark}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../generate/report.py" line="66"/>
        <source>{n} piece of {tileset}</source>
        <comment>{n} pieces of {tileset}</comment>
        <translation>
            <numerusform>{n} деталь из {tileset}</numerusform>
            <numerusform>{n} детали из {tileset}</numerusform>
            <numerusform>{n} деталей из {tileset}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="76"/>
        <source>{time} ± 10 s</source>
        <translation>{time} ± 10 с</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="77"/>
        <source>{time} ({difficulty})</source>
        <translation>{time} ({difficulty})</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="79"/>
        <source>{time} (expert, exact)</source>
        <translation>{time} (эксперт, точно)</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="84"/>
        <source>{losses} losses/run</source>
        <translation>{losses} потерь/заезд</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="88"/>
        <source>~{losses} (estimate; not driven)</source>
        <translation>~{losses} (оценка; без заезда)</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="96"/>
        <source>none</source>
        <comment>features</comment>
        <translation>нет</translation>
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
            <numerusform>~{minutes} мин, {n} ряд на одну машину</numerusform>
            <numerusform>~{minutes} мин, {n} ряда на одну машину</numerusform>
            <numerusform>~{minutes} мин, {n} рядов на одну машину</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="115"/>
        <source>{footprint} (turned {angle}°)</source>
        <translation>{footprint} (поворот на {angle}°)</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="126"/>
        <source>{errors}, {warnings}</source>
        <translation>{errors}, {warnings}</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="143"/>
        <source>{losses} losses/run ({difficulty})</source>
        <translation>{losses} потерь/заезд ({difficulty})</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="70"/>
        <source> within the {budget} s budget</source>
        <translation> в пределах бюджета {budget} с</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="72"/>
        <source>{tries} of {of} arrangements tried in {seconds} s{within}</source>
        <translation>проверено {tries} из {of} раскладок за {seconds} с{within}</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="94"/>
        <source>no circuit found: {reached} (a larger --budget may find one)</source>
        <translation>кольцо не найдено: {reached} (больший --budget может его найти)</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="96"/>
        <source>no layout found: {reached} (a larger --budget may find one)</source>
        <translation>раскладка не найдена: {reached} (больший --budget может её найти)</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="127"/>
        <source>unknown tile side {id}</source>
        <translation>неизвестная сторона фрагмента {id}</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="136"/>
        <source>a stage needs exactly one START, one FINISH and at most one service park</source>
        <translation>спецучастку нужны ровно один START, один FINISH и не больше одного сервисного парка</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="143"/>
        <source>no layout joins these tiles into one chain without overlaps</source>
        <translation>никакая раскладка не соединяет эти фрагменты в одну цепочку без наложений</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="153"/>
        <source>{first} and {second} are both sides of tile {number}</source>
        <translation>{first} и {second} — две стороны фрагмента {number}</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="155"/>
        <source>{ids} are both sides of tile {number}</source>
        <translation>{ids} — две стороны фрагмента {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/autolayout.py" line="158"/>
        <source>tile {number} is listed {n} time ({ids})</source>
        <comment>tile {number} is listed {n} times ({ids})</comment>
        <translation>
            <numerusform>фрагмент {number} указан {n} раз ({ids})</numerusform>
            <numerusform>фрагмент {number} указан {n} раза ({ids})</numerusform>
            <numerusform>фрагмент {number} указан {n} раз ({ids})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="166"/>
        <source>{problem} but {held}; a tile with the same road shape: {alike} (or --boxes {more})</source>
        <translation>{problem}, но {held}; фрагмент с той же формой дороги: {alike} (или --boxes {more})</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="168"/>
        <source>{problem} but {held} (or --boxes {more})</source>
        <translation>{problem}, но {held} (или --boxes {more})</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="124"/>
        <source>{item} is not a box name (a box name, or NAME:COUNT such as dirt-core:2)</source>
        <translation>{item} — не название коробки (название коробки или НАЗВАНИЕ:ЧИСЛО, напр. dirt-core:2)</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="130"/>
        <source>{count}: a box count is 1 to 9</source>
        <translation>{count}: число коробок — от 1 до 9</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="133"/>
        <source>no box named (known: {known})</source>
        <translation>не названа ни одна коробка (известные: {known})</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="142"/>
        <source>unknown box {name} (did you mean {close}?); known: {known}</source>
        <translation>неизвестная коробка {name} (может быть, {close}?); известные: {known}</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="144"/>
        <source>unknown box {name}; known: {known}</source>
        <translation>неизвестная коробка {name}; известные: {known}</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="197"/>
        <source>your boxes ({names})</source>
        <translation>ваши коробки ({names})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/boxes.py" line="213"/>
        <source>{n} box</source>
        <comment>{n} boxes</comment>
        <translation>
            <numerusform>{n} коробка</numerusform>
            <numerusform>{n} коробки</numerusform>
            <numerusform>{n} коробок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/circuitlayout.py" line="88"/>
        <source>tile {number} is used {n} time but {held} (or --boxes {more})</source>
        <comment>tile {number} is used {n} times but {held} (or --boxes {more})</comment>
        <translation>
            <numerusform>фрагмент {number} использован {n} раз, но {held} (или --boxes {more})</numerusform>
            <numerusform>фрагмент {number} использован {n} раза, но {held} (или --boxes {more})</numerusform>
            <numerusform>фрагмент {number} использован {n} раз, но {held} (или --boxes {more})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/circuitlayout.py" line="95"/>
        <source>a circuit needs exactly one start-finish piece (102a/102b) and at most one pit-stop piece (101)</source>
        <translation>кольцу нужны ровно одна деталь старт-финиш (102a/102b) и не больше одной детали пит-стопа (101)</translation>
    </message>
    <message>
        <location filename="../../pacenote/circuitlayout.py" line="101"/>
        <source>no closed loop through 102 uses exactly these pieces</source>
        <translation>ни одна замкнутая петля через 102 не использует ровно эти детали</translation>
    </message>
    <message>
        <location filename="../../pacenote/circuitlayout.py" line="181"/>
        <source>no free hex beside the circuit</source>
        <translation>нет свободного гекса рядом с кольцом</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="207"/>
        <source>{n} tiles on hex {q},{r}</source>
        <translation>фрагментов на гексе {q},{r}: {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="289"/>
        <source>the course from the START does not reach the FINISH</source>
        <translation>маршрут от START не доходит до FINISH</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="294"/>
        <source>the course leading to the FINISH does not begin at a START</source>
        <translation>маршрут, ведущий к FINISH, не начинается на START</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="301"/>
        <source>{id} ({lanes} lanes) does not line up with {other} ({other_lanes} lanes)</source>
        <translation>{id} (полос: {lanes}) не совпадает с {other} (полос: {other_lanes})</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="319"/>
        <source>empty hex {q},{r},</source>
        <translation>пустой гекс {q},{r},</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="320"/>
        <source>hex {q},{r}, which holds only scenery ({tile}),</source>
        <translation>гекс {q},{r}, где лежит только декорация ({tile}),</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="322"/>
        <source>the course stops at {tile}: its road leaves by its {side} side to {there} where the next tile goes</source>
        <translation>маршрут обрывается на {tile}: его дорога уходит стороной {side} на {there} куда ложится следующий фрагмент</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="45"/>
        <source>{n} START tiles</source>
        <translation>фрагментов START: {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="50"/>
        <source>{n} FINISH tiles</source>
        <translation>фрагментов FINISH: {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="54"/>
        <source>no START tile (202a/202b)</source>
        <translation>нет фрагмента START (202a/202b)</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="56"/>
        <source>no FINISH tile (203a/203b)</source>
        <translation>нет фрагмента FINISH (203a/203b)</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="239"/>
        <source>the road of {tile} runs into {other}, which has no road on that side: turn one of them or put another tile there</source>
        <translation>дорога {tile} упирается в {other}, у которого с этой стороны нет дороги: поверните один из них или положите туда другой фрагмент</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="252"/>
        <source>the course runs from {tile} back into {other}: a stage runs from START to FINISH and never meets itself</source>
        <translation>маршрут возвращается из {tile} в {other}: спецучасток идёт от START до FINISH и никогда не пересекает сам себя</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="261"/>
        <source>the service park {tile} closes the road before the FINISH; it belongs right after the FINISH</source>
        <translation>сервисная зона {tile} перекрывает дорогу до FINISH; её место сразу после FINISH</translation>
    </message>
    <message>
        <location filename="../../pacenote/drawing.py" line="200"/>
        <source>SERVICE</source>
        <translation>СЕРВИСНАЯ</translation>
    </message>
    <message>
        <location filename="../../pacenote/drawing.py" line="201"/>
        <source>PARK</source>
        <translation>ЗОНА</translation>
    </message>
    <message>
        <location filename="../../pacenote/drivable.py" line="20"/>
        <source>no cell behind the start line: cars have nowhere to line up</source>
        <translation>нет клеток за линией старта: машинам негде выстроиться</translation>
    </message>
    <message>
        <location filename="../../pacenote/drivable.py" line="21"/>
        <source>the circuit does not close: it has no lap</source>
        <translation>трасса не замкнута: у неё нет круга</translation>
    </message>
    <message>
        <location filename="../../pacenote/drivable.py" line="22"/>
        <source>the course is not one chain of tiles from START to FINISH</source>
        <translation>маршрут — не одна цепочка фрагментов от START до FINISH</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="36"/>
        <source>{what} needs Qt (PySide6), which is not installed: {extra}</source>
        <translation>{what}: нужен Qt (PySide6), который не установлен: {extra}</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="38"/>
        <source>{what} needs Qt (PySide6), which is not installed: {extra} (or {instead})</source>
        <translation>{what}: нужен Qt (PySide6), который не установлен: {extra} (или {instead})</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="71"/>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="100"/>
        <source>Permission denied</source>
        <translation>Отказано в доступе</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="101"/>
        <source>Operation not permitted</source>
        <translation>Операция не разрешена</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="102"/>
        <source>No such file or directory</source>
        <translation>Нет такого файла или папки</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="103"/>
        <source>Read-only file system</source>
        <translation>Файловая система только для чтения</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="104"/>
        <source>No space left on device</source>
        <translation>На устройстве не осталось места</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="105"/>
        <source>File name too long</source>
        <translation>Слишком длинное имя файла</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="106"/>
        <source>Too many levels of symbolic links</source>
        <translation>Слишком много уровней символических ссылок</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="107"/>
        <source>Is a directory</source>
        <translation>Это папка</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="107"/>
        <source>Not a directory</source>
        <translation>Это не папка</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="119"/>
        <source>cannot write: {reason}</source>
        <translation>нельзя записать: {reason}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/__init__.py" line="40"/>
        <source>a rally file, not a stage: give one of its stage files</source>
        <translation>файл ралли, а не спецучастка: укажите один из файлов его спецучастков</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/__init__.py" line="48"/>
        <source>unknown stage file type: expected a name ending in .stage.json (pacenote), .json (Rekee) or .rgt</source>
        <translation>неизвестный тип файла спецучастка: ожидалось имя, оканчивающееся на .stage.json (pacenote), .json (Rekee) или .rgt</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/__init__.py" line="93"/>
        <source>read as {encoding} text (pacenote writes UTF-8)</source>
        <translation>прочитан как текст в {encoding} (pacenote пишет в UTF-8)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/__init__.py" line="123"/>
        <source>would not read back: {problem}</source>
        <translation>не прочиталось бы обратно: {problem}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/native.py" line="103"/>
        <source>unknown tileset (known: {names})</source>
        <translation>неизвестный набор фрагментов (известные: {names})</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="23"/>
        <source>a JSON integer</source>
        <translation>целое число JSON</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="24"/>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="25"/>
        <source>a string</source>
        <translation>строка</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="26"/>
        <source>an array</source>
        <translation>массив</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="27"/>
        <source>an object</source>
        <translation>объект</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="38"/>
        <source>an integer</source>
        <translation>целое число</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="40"/>
        <source>a number with a decimal point</source>
        <translation>число с дробной частью</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="41"/>
        <source>no finite number</source>
        <translation>не конечное число</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="43"/>
        <source>a string of {n} character</source>
        <comment>a string of {n} characters</comment>
        <translation>
            <numerusform>строка из {n} символа</numerusform>
            <numerusform>строка из {n} символов</numerusform>
            <numerusform>строка из {n} символов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="44"/>
        <source>an empty string</source>
        <translation>пустая строка</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="46"/>
        <source>an array of {n} item</source>
        <comment>an array of {n} items</comment>
        <translation>
            <numerusform>массив из {n} элемента</numerusform>
            <numerusform>массив из {n} элементов</numerusform>
            <numerusform>массив из {n} элементов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="48"/>
        <source>an object of {n} key</source>
        <comment>an object of {n} keys</comment>
        <translation>
            <numerusform>объект из {n} ключа</numerusform>
            <numerusform>объект из {n} ключей</numerusform>
            <numerusform>объект из {n} ключей</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="49"/>
        <source>a value of another kind</source>
        <translation>значение другого вида</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="65"/>
        <source>expected a finite number, got {got}</source>
        <translation>ожидалось конечное число, получено: {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="68"/>
        <source>expected {kinds}, got {got}</source>
        <translation>ожидалось: {kinds}, получено: {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="70"/>
        <source>{problem} (write it without a decimal point)</source>
        <translation>{problem} (запишите его без дробной части)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="87"/>
        <source>missing required key {key}</source>
        <translation>нет обязательного ключа {key}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="98"/>
        <source>{got}, not a tile id (expected e.g. 210a, 103a-2, PODIUM)</source>
        <translation>{got}, а не id фрагмента (ожидалось, напр., 210a, 103a-2, PODIUM)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="110"/>
        <source>{n} tile, more than the limit of {limit}</source>
        <comment>{n} tiles, more than the limit of {limit}</comment>
        <translation>
            <numerusform>{n} фрагмент, больше предела {limit}</numerusform>
            <numerusform>{n} фрагмента, больше предела {limit}</numerusform>
            <numerusform>{n} фрагментов, больше предела {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="112"/>
        <source>{n} token, more than the limit of {limit}</source>
        <comment>{n} tokens, more than the limit of {limit}</comment>
        <translation>
            <numerusform>{n} жетон, больше предела {limit}</numerusform>
            <numerusform>{n} жетона, больше предела {limit}</numerusform>
            <numerusform>{n} жетонов, больше предела {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="114"/>
        <source>{n} stage, more than the limit of {limit}</source>
        <comment>{n} stages, more than the limit of {limit}</comment>
        <translation>
            <numerusform>{n} спецучасток, больше предела {limit}</numerusform>
            <numerusform>{n} спецучастка, больше предела {limit}</numerusform>
            <numerusform>{n} спецучастков, больше предела {limit}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="124"/>
        <source>farther than {limit} hexes from the origin (the limit)</source>
        <translation>дальше {limit} гексов от начала координат (предел)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="132"/>
        <source>beyond the limit of {limit} for a token number</source>
        <translation>за пределом {limit} для числа жетона</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/rgt.py" line="142"/>
        <source>token {token} has no .rgt equivalent (Rekee cannot export it either); remove it or save as .json or .stage.json</source>
        <translation>у жетона {token} нет аналога в .rgt (Rekee тоже не может его экспортировать); уберите его или сохраните как .json или .stage.json</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/rgt.py" line="157"/>
        <source>the {encoding} encoding of the file read (written as UTF-8, as Rekee writes .rgt)</source>
        <translation>кодировка {encoding} прочитанного файла (записан в UTF-8, как Rekee пишет .rgt)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/rgt.py" line="161"/>
        <source>the missing terrain of {n} token (written as gravel 'dirt' tokens)</source>
        <comment>the missing terrain of {n} tokens (written as gravel 'dirt' tokens)</comment>
        <translation>
            <numerusform>недостающее покрытие у {n} жетона (записан как гравийный жетон 'dirt')</numerusform>
            <numerusform>недостающее покрытие у {n} жетонов (записаны как гравийные жетоны 'dirt')</numerusform>
            <numerusform>недостающее покрытие у {n} жетонов (записаны как гравийные жетоны 'dirt')</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/rgt.py" line="166"/>
        <source>the side letter of {n} pit stop tile {id}a/b (.rgt has one id for both identical sides; reads back as {id})</source>
        <comment>the side letter of {n} pit stop tiles {id}a/b (.rgt has one id for both identical sides; reads back as {id})</comment>
        <translation>
            <numerusform>буква стороны у {n} фрагмента пит-стопа {id}a/b (в .rgt один id для обеих одинаковых сторон; читается обратно как {id})</numerusform>
            <numerusform>буква стороны у {n} фрагментов пит-стопа {id}a/b (в .rgt один id для обеих одинаковых сторон; читаются обратно как {id})</numerusform>
            <numerusform>буква стороны у {n} фрагментов пит-стопа {id}a/b (в .rgt один id для обеих одинаковых сторон; читаются обратно как {id})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="51"/>
        <source>tile {n} ({tile} at q={q}, r={r})</source>
        <translation>фрагмент трассы {n} ({tile} в q={q}, r={r})</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="60"/>
        <source>{tile} is not a tile id</source>
        <translation>{tile} — не идентификатор фрагмента трассы</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="76"/>
        <source>the notes ({format} has no field for them)</source>
        <translation>заметки (в {format} нет для них поля)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="78"/>
        <source>tileset {tileset} ({format} has no field for it)</source>
        <translation>набор фрагментов {tileset} (в {format} нет для него поля)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="81"/>
        <source>the lap count {laps} ({format} has no field for it)</source>
        <translation>число кругов {laps} (в {format} нет для него поля)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/writing.py" line="86"/>
        <source>{n} hex with more than one tile, e.g. q={q}, r={r} (Rekee keeps only the last tile on a hex)</source>
        <comment>{n} hexes with more than one tile, e.g. q={q}, r={r} (Rekee keeps only the last tile on a hex)</comment>
        <translation>
            <numerusform>{n} гекс с несколькими фрагментами, напр. q={q}, r={r} (Rekee сохраняет только последний фрагмент на гексе)</numerusform>
            <numerusform>{n} гекса с несколькими фрагментами, напр. q={q}, r={r} (Rekee сохраняет только последний фрагмент на гексе)</numerusform>
            <numerusform>{n} гексов с несколькими фрагментами, напр. q={q}, r={r} (Rekee сохраняет только последний фрагмент на гексе)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="203"/>
        <source>REPAIR</source>
        <translation>РЕМОНТ</translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="203"/>
        <source>TYRES</source>
        <translation>ШИНЫ</translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="210"/>
        <source>PIT STOP</source>
        <translation>ПИТ-СТОП</translation>
    </message>
    <message>
        <location filename="../../pacenote/i18n.py" line="98"/>
        <source>unknown language {language}: choose one of {languages}</source>
        <translation>неизвестный язык {language}: выберите один из {languages}</translation>
    </message>
    <message>
        <location filename="../../pacenote/i18n.py" line="352"/>
        <source>{first} or {last}</source>
        <translation>{first} или {last}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="42"/>
        <source>is a directory, not a file</source>
        <translation>это папка, а не файл</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="43"/>
        <source>no such file</source>
        <translation>нет такого файла</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="63"/>
        <source>expected a file name ending in {suffixes}</source>
        <translation>ожидалось имя файла, оканчивающееся на {suffixes}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="71"/>
        <source>no such file (a folder on its path is a file)</source>
        <translation>нет такого файла (папка на его пути — это файл)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="84"/>
        <source>larger than the limit of {limit} bytes</source>
        <translation>больше предела в {limit} байт</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="93"/>
        <source>is not a regular file (a device, pipe or socket); pacenote reads only regular files</source>
        <translation>это не обычный файл (устройство, канал или сокет); pacenote читает только обычные файлы</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="96"/>
        <source>{size} bytes, larger than the limit of {limit} bytes</source>
        <translation>{size} байт, больше предела в {limit} байт</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="135"/>
        <source>not UTF-16 text, though it starts with a UTF-16 byte order mark</source>
        <translation>это не текст UTF-16, хотя он начинается с метки порядка байтов UTF-16</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="145"/>
        <source>byte {n}</source>
        <translation>байт {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="145"/>
        <source>not UTF-8 text</source>
        <translation>это не текст UTF-8</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="162"/>
        <source>Expecting value</source>
        <translation>ожидалось значение</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="162"/>
        <source>Expecting ',' delimiter</source>
        <translation>ожидался разделитель ','</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="163"/>
        <source>Expecting ':' delimiter</source>
        <translation>ожидался разделитель ':'</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="164"/>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>ожидалось имя свойства в двойных кавычках</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="164"/>
        <source>Extra data</source>
        <translation>лишние данные</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="165"/>
        <source>Invalid control character at</source>
        <translation>недопустимый управляющий символ</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="165"/>
        <source>Invalid \escape</source>
        <translation>недопустимая последовательность \</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="166"/>
        <source>Invalid \uXXXX escape</source>
        <translation>недопустимая последовательность \uXXXX</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="167"/>
        <source>Illegal trailing comma before end of object</source>
        <translation>лишняя запятая перед концом объекта</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="168"/>
        <source>Illegal trailing comma before end of array</source>
        <translation>лишняя запятая перед концом массива</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="181"/>
        <source>unterminated string: it starts here and the file ends inside it (cut short?)</source>
        <translation>незакрытая строка: она начинается здесь, а файл кончается внутри неё (обрезан?)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="185"/>
        <source>{problem}: the file ends too soon (cut short?)</source>
        <translation>{problem}: файл кончается слишком рано (обрезан?)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="194"/>
        <source>line {line} column {column}</source>
        <translation>строка {line} столбец {column}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="195"/>
        <source>empty file, expected JSON</source>
        <translation>пустой файл, ожидался JSON</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="205"/>
        <source>invalid JSON: {problem}</source>
        <translation>недопустимый JSON: {problem}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="240"/>
        <source>line {line}</source>
        <translation>строка {line}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="240"/>
        <source>nested more than {limit} deep (the limit for arrays and objects)</source>
        <translation>вложенность глубже {limit} уровней (предел для массивов и объектов)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="286"/>
        <source>an integer of {digits} digits (the limit is {limit})</source>
        <translation>целое число из {digits} цифр (предел — {limit})</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="291"/>
        <source>expected a finite number, got {value} (beyond a 64-bit float, or no number)</source>
        <translation>ожидалось конечное число, получено {value} (за пределами 64-битного числа или не число)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="299"/>
        <source>a key of {n} characters (the limit is {limit})</source>
        <translation>ключ из {n} символов (предел — {limit})</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="301"/>
        <source>a string of {n} characters (the limit is {limit})</source>
        <translation>строка из {n} символов (предел — {limit})</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="405"/>
        <source>is a read-only file: not replaced</source>
        <translation>это файл только для чтения: не заменён</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="421"/>
        <source>is not a regular file (a device, pipe or socket): pacenote writes only regular files</source>
        <translation>это не обычный файл (устройство, канал или сокет): pacenote записывает только обычные файлы</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/limits.py" line="64"/>
        <source>{n} road tile, more than the limit of {limit} for a test drive (docs/formats.md, Limits)</source>
        <comment>{n} road tiles, more than the limit of {limit} for a test drive (docs/formats.md, Limits)</comment>
        <translation>
            <numerusform>{n} фрагмент дороги — больше предела {limit} для тестового заезда (docs/formats.md, Limits)</numerusform>
            <numerusform>{n} фрагмента дороги — больше предела {limit} для тестового заезда (docs/formats.md, Limits)</numerusform>
            <numerusform>{n} фрагментов дороги — больше предела {limit} для тестового заезда (docs/formats.md, Limits)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/limits.py" line="73"/>
        <source>{tiles} tiles in its {n} stage, more than the limit of {limit} for a rally (docs/formats.md, Limits)</source>
        <comment>{tiles} tiles in its {n} stages, more than the limit of {limit} for a rally (docs/formats.md, Limits)</comment>
        <translation>
            <numerusform>{tiles} фрагментов в его {n} спецучастке, больше предела {limit} для ралли (docs/formats.md, Limits)</numerusform>
            <numerusform>{tiles} фрагментов в его {n} спецучастках, больше предела {limit} для ралли (docs/formats.md, Limits)</numerusform>
            <numerusform>{tiles} фрагментов в его {n} спецучастках, больше предела {limit} для ралли (docs/formats.md, Limits)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/limits.py" line="83"/>
        <source>{tiles} road tiles to drive in {n} stage, more than the limit of {limit} for one rally (docs/formats.md, Limits)</source>
        <comment>{tiles} road tiles to drive in {n} stages, more than the limit of {limit} for one rally (docs/formats.md, Limits)</comment>
        <translation>
            <numerusform>{tiles} фрагментов дороги в {n} спецучастке, больше предела {limit} для одного ралли (docs/formats.md, Limits)</numerusform>
            <numerusform>{tiles} фрагментов дороги в {n} спецучастках, больше предела {limit} для одного ралли (docs/formats.md, Limits)</numerusform>
            <numerusform>{tiles} фрагментов дороги в {n} спецучастках, больше предела {limit} для одного ралли (docs/formats.md, Limits)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="36"/>
        <source>: {why} (tileset {name})</source>
        <translation>: {why} (набор фрагментов {name})</translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="38"/>
        <source> is a tile of {other}, not of the stage's tileset {tileset} (name both: {tileset}+{other})</source>
        <translation> — фрагмент из {other}, а не из набора спецучастка {tileset} (укажите оба: {tileset}+{other})</translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="44"/>
        <source> is a tile of {boxes} that pacenote does not model yet</source>
        <translation> — фрагмент из {boxes}, который pacenote пока не моделирует</translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="46"/>
        <source> is no tile side pacenote knows (tilesets {names}): a typo?</source>
        <translation> — такой стороны фрагмента pacenote не знает (наборы {names}): опечатка?</translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="64"/>
        <source>{tile}{reason}</source>
        <translation>{tile}{reason}</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="24"/>
        <source>playing time</source>
        <translation>время игры</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="70"/>
        <source>within {tolerance} % of the rulebook ({gap} % under)</source>
        <translation>в пределах {tolerance} % от правил ({gap} % меньше)</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="71"/>
        <source>within {tolerance} % of the rulebook ({gap} % over)</source>
        <translation>в пределах {tolerance} % от правил ({gap} % больше)</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="74"/>
        <source>shorter than the rulebook by {gap} %: the cars play fewer turns than on its stages of this length</source>
        <translation>короче правил на {gap} %: машины делают меньше ходов, чем на их спецучастках такой длины</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="76"/>
        <source>longer than the rulebook by {gap} %: the cars play more turns than on its stages of this length</source>
        <translation>длиннее правил на {gap} %: машины делают больше ходов, чем на их спецучастках такой длины</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="89"/>
        <source>stage {label}: {error}</source>
        <translation>спецучасток {label}: {error}</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="133"/>
        <source>not a file name: it holds a character that is not valid Unicode</source>
        <translation>это не имя файла: в нём символ, недопустимый в Unicode</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="136"/>
        <source>not a file name: it is empty or holds a NUL or another control character</source>
        <translation>это не имя файла: оно пустое или содержит NUL или другой управляющий символ</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="139"/>
        <source>an absolute path: name the stage file relative to the rally file, in its folder or below</source>
        <translation>абсолютный путь: укажите файл спецучастка относительно файла ралли, в его папке или ниже</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="143"/>
        <source>a rally file, not a stage: name one of its stage files</source>
        <translation>файл ралли, а не спецучастка: назовите один из файлов его спецучастков</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="146"/>
        <source>leads outside the rally's folder (by '..' or a symlink): stage files must be in its folder or below</source>
        <translation>ведёт за пределы папки ралли (через '..' или символическую ссылку): файлы спецучастков должны быть в его папке или ниже</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="39"/>
        <source>{key} is a required property</source>
        <translation>{key} — обязательное свойство</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="43"/>
        <source>a key that is not allowed here</source>
        <translation>ключ, недопустимый здесь</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="45"/>
        <source>expected one of {values}, got {got}</source>
        <translation>ожидалось одно из {values}, получено: {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="47"/>
        <source>expected {value}, got {got}</source>
        <translation>ожидалось {value}, получено: {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="48"/>
        <source>expected a non-empty string</source>
        <translation>ожидалась непустая строка</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="49"/>
        <source>expected a string of at least {n} characters, got {got}</source>
        <translation>ожидалась строка не короче {n} символов, получено: {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="50"/>
        <source>expected a string of at most {n} characters, got {got}</source>
        <translation>ожидалась строка не длиннее {n} символов, получено: {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="52"/>
        <source>expected at least {n}</source>
        <translation>ожидалось не меньше {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="53"/>
        <source>expected at most {n}</source>
        <translation>ожидалось не больше {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="54"/>
        <source>expected more than {n}</source>
        <translation>ожидалось больше {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="55"/>
        <source>expected less than {n}</source>
        <translation>ожидалось меньше {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="56"/>
        <source>expected at least {n} items, got {got}</source>
        <translation>ожидалось не меньше {n} элементов, получено: {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="57"/>
        <source>expected at most {n} items, got {got}</source>
        <translation>ожидалось не больше {n} элементов, получено: {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="58"/>
        <source>expected no item twice</source>
        <translation>ожидалось без повторов</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="59"/>
        <source>expected a string matching {pattern}, got {got}</source>
        <translation>ожидалась строка по шаблону {pattern}, получено: {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="61"/>
        <source>{got} matching none of the forms allowed here</source>
        <translation>{got}, не подходящее ни под одну из допустимых здесь форм</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="65"/>
        <source>{got} that breaks the schema's {rule} rule</source>
        <translation>{got}, нарушающее правило {rule} схемы</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="71"/>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="71"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../../pacenote/stage.py" line="103"/>
        <source>{tile} at {q},{r}</source>
        <translation>{tile} на {q},{r}</translation>
    </message>
    <message>
        <location filename="../../pacenote/tilelist.py" line="76"/>
        <source>{token} is not a tile id</source>
        <translation>{token} — не id фрагмента</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/tilelist.py" line="100"/>
        <source>the box holds {n} tile {number}</source>
        <comment>the box holds {n} tiles {number}</comment>
        <translation>
            <numerusform>в коробке {n} фрагмент {number}</numerusform>
            <numerusform>в коробке {n} фрагмента {number}</numerusform>
            <numerusform>в коробке {n} фрагментов {number}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/tilelist.py" line="102"/>
        <source>the box holds no tile {number}</source>
        <translation>в коробке нет фрагмента {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/tilelist.py" line="104"/>
        <source>the {boxes} boxes hold {n} tile {number}</source>
        <comment>the {boxes} boxes hold {n} tiles {number}</comment>
        <translation>
            <numerusform>в коробках ({boxes}) {n} фрагмент {number}</numerusform>
            <numerusform>в коробках ({boxes}) {n} фрагмента {number}</numerusform>
            <numerusform>в коробках ({boxes}) {n} фрагментов {number}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/tilelist.py" line="107"/>
        <source>the {boxes} boxes hold no tile {number}</source>
        <translation>в коробках ({boxes}) нет фрагмента {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/tilelist.py" line="109"/>
        <source>{boxes} hold {n} tile {number}</source>
        <comment>{boxes} hold {n} tiles {number}</comment>
        <translation>
            <numerusform>{boxes}: {n} фрагмент {number}</numerusform>
            <numerusform>{boxes}: {n} фрагмента {number}</numerusform>
            <numerusform>{boxes}: {n} фрагментов {number}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/tilelist.py" line="111"/>
        <source>{boxes} hold no tile {number}</source>
        <translation>{boxes}: нет фрагмента {number}</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="37"/>
        <source>duplicate tile side {id}</source>
        <translation>повторная сторона фрагмента {id}</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="41"/>
        <source>{id} does not match number and side</source>
        <translation>{id} не совпадает с номером и стороной</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="74"/>
        <source>a {kind} side needs a kind of {kinds} and at least two roads</source>
        <translation>стороне {kind} нужен вид из {kinds} и хотя бы две дороги</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="89"/>
        <source>two roads with one id</source>
        <translation>две дороги с одним id</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="99"/>
        <source>no road has a cell labelled {label}</source>
        <translation>ни у одной дороги нет клетки с меткой {label}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/tileparse.py" line="126"/>
        <source>section {section} does not exist ({n} section)</source>
        <comment>section {section} does not exist ({n} sections)</comment>
        <translation>
            <numerusform>секции {section} нет ({n} секция)</numerusform>
            <numerusform>секции {section} нет ({n} секции)</numerusform>
            <numerusform>секции {section} нет ({n} секций)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="134"/>
        <source>road cannot start and end on one edge</source>
        <translation>дорога не может начинаться и кончаться на одной стороне</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="139"/>
        <source>only the service park has a road with one end</source>
        <translation>только у сервисного парка дорога с одним концом</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="163"/>
        <source>no lane width for {n}-lane roads in $.lane_widths</source>
        <translation>нет ширины полосы для дорог в {n} полосы в $.lane_widths</translation>
    </message>
    <message>
        <location filename="../../pacenote/tiles.py" line="104"/>
        <source>unknown tileset {name} (known: {known})</source>
        <translation>неизвестный набор фрагментов {name} (известные: {known})</translation>
    </message>
    <message>
        <location filename="../../pacenote/tilesides.py" line="273"/>
        <source>side {id} has {reason}: not yet modelled</source>
        <translation>у стороны {id} есть {reason}: ещё не смоделирована</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="49"/>
        <source>no start-finish piece ({ids}): a circuit starts and ends on it</source>
        <translation>нет фрагмента старт-финиш ({ids}): кольцо начинается и заканчивается на нём</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="66"/>
        <source>hex {q},{r}, which holds only scenery ({tile})</source>
        <translation>гекс {q},{r}, где лежит только декорация ({tile})</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="67"/>
        <source>hex {q},{r}</source>
        <translation>гекс {q},{r}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/circuit.py" line="69"/>
        <source>the circuit does not close: from {first} the road ends at {last}, leaving by its {side} side to {there}, {n} hex from the start-finish piece, which it must come back into from behind its grid</source>
        <comment>the circuit does not close: from {first} the road ends at {last}, leaving by its {side} side to {there}, {n} hexes from the start-finish piece, which it must come back into from behind its grid</comment>
        <translation>
            <numerusform>кольцо не замкнуто: от {first} дорога кончается на {last}, уходя стороной {side} на {there}, в {n} гексе от фрагмента старт-финиш, в который она должна вернуться сзади стартовых позиций</numerusform>
            <numerusform>кольцо не замкнуто: от {first} дорога кончается на {last}, уходя стороной {side} на {there}, в {n} гексах от фрагмента старт-финиш, в который она должна вернуться сзади стартовых позиций</numerusform>
            <numerusform>кольцо не замкнуто: от {first} дорога кончается на {last}, уходя стороной {side} на {there}, в {n} гексах от фрагмента старт-финиш, в который она должна вернуться сзади стартовых позиций</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="87"/>
        <source>no pit-stop piece (101): the rules place it next to the circuit; without it no car can pit</source>
        <translation>нет фрагмента пит-стопа (101): правила кладут его рядом с кольцом; без него ни одна машина не сделает пит-стоп</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="100"/>
        <source>the pit-stop piece {tile} lies where the road of {other} continues: it goes beside the circuit, not in it</source>
        <translation>фрагмент пит-стопа {tile} лежит там, где продолжается дорога {other}: его место рядом с кольцом, а не в нём</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="106"/>
        <source>the pit-stop piece {tile} touches no piece of the circuit: the rules place it next to the track</source>
        <translation>фрагмент пит-стопа {tile} не касается ни одного фрагмента кольца: правила кладут его рядом с трассой</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="119"/>
        <source>no sequence of moves leads from the grid round the circuit back over the line: cars get no further than {cells}</source>
        <translation>никакая последовательность ходов не ведёт со стартовых позиций по кругу обратно через линию: машины не продвигаются дальше {cells}</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="131"/>
        <source> (the file gives no lap count: 1 assumed)</source>
        <translation> (в файле нет числа кругов: принят 1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/circuit.py" line="133"/>
        <source>{pieces} pieces in the loop (pit stop not counted) x {n} lap{said}: {length}, about {minutes} min for {players} players (rulebook guidelines: {guide})</source>
        <comment>{pieces} pieces in the loop (pit stop not counted) x {n} laps{said}: {length}, about {minutes} min for {players} players (rulebook guidelines: {guide})</comment>
        <translation>
            <numerusform>фрагментов в кольце (без пит-стопа): {pieces} x {n} круг{said}: {length}, около {minutes} мин на {players} игроков (рекомендации правил: {guide})</numerusform>
            <numerusform>фрагментов в кольце (без пит-стопа): {pieces} x {n} круга{said}: {length}, около {minutes} мин на {players} игроков (рекомендации правил: {guide})</numerusform>
            <numerusform>фрагментов в кольце (без пит-стопа): {pieces} x {n} кругов{said}: {length}, около {minutes} мин на {players} игроков (рекомендации правил: {guide})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="139"/>
        <source>a race</source>
        <translation>гонка</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="163"/>
        <source>the RX circuit has no joker branch: lay a junction (402-409, 415) whose branch road leaves the loop and joins it again at another junction</source>
        <translation>у кольца RX нет джокер-ответвления: положите развилку (402-409, 415), чья боковая дорога уходит с кольца и возвращается на него на другой развилке</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/circuit.py" line="176"/>
        <source>the {route} road of {tile} leaves the course over {n} tile and does not join it again at a junction</source>
        <comment>the {route} road of {tile} leaves the course over {n} tiles and does not join it again at a junction</comment>
        <translation>
            <numerusform>дорога {route} фрагмента {tile} уходит с маршрута на {n} фрагмент и не возвращается на неё на развилке</numerusform>
            <numerusform>дорога {route} фрагмента {tile} уходит с маршрута на {n} фрагмента и не возвращается на неё на развилке</numerusform>
            <numerusform>дорога {route} фрагмента {tile} уходит с маршрута на {n} фрагментов и не возвращается на неё на развилке</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/circuitguide.py" line="22"/>
        <source>short 15 x 1 lap, medium 18 x 1 or 12 x 2, long 21 x 1 or 16 x 2</source>
        <translation>короткая 15 x 1 круг, средняя 18 x 1 или 12 x 2, длинная 21 x 1 или 16 x 2</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="34"/>
        <source>stages {list}</source>
        <translation>спецучастки {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="36"/>
        <source>tiles {list}</source>
        <translation>фрагменты {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="38"/>
        <source>hexes {list}</source>
        <translation>гексы {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="41"/>
        <source>cells {list}</source>
        <translation>клетки {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="43"/>
        <source>placements {list}</source>
        <translation>размещения {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="52"/>
        <source>error</source>
        <comment>severity</comment>
        <translation>ошибка</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="53"/>
        <source>warning</source>
        <comment>severity</comment>
        <translation>предупреждение</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="54"/>
        <source>info</source>
        <comment>severity</comment>
        <translation>сведения</translation>
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
        <translation>короткий</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="35"/>
        <source>medium</source>
        <comment>length class</comment>
        <translation>средний</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="36"/>
        <source>long</source>
        <comment>length class</comment>
        <translation>длинный</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="37"/>
        <source>a short stage</source>
        <translation>короткий спецучасток</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="38"/>
        <source>a medium stage</source>
        <translation>средний спецучасток</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="39"/>
        <source>a long stage</source>
        <translation>длинный спецучасток</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="40"/>
        <source>a short rally</source>
        <translation>короткое ралли</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="41"/>
        <source>a medium rally</source>
        <translation>среднее ралли</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="42"/>
        <source>a long rally</source>
        <translation>длинное ралли</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="43"/>
        <source>a short race</source>
        <translation>короткая гонка</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="44"/>
        <source>a medium race</source>
        <translation>средняя гонка</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="45"/>
        <source>a long race</source>
        <translation>длинная гонка</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="63"/>
        <source>no sequence of moves leads from the grid past the finish line: cars get no further than {cells} on {tile}</source>
        <translation>никакая последовательность ходов не ведёт со стартовых позиций за линию финиша: машины не продвигаются дальше {cells} на {tile}</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="76"/>
        <source>the shortcut {cell} on {tile} can never be entered: no cell before the corner it cuts touches it</source>
        <translation>в срезку {cell} на {tile} невозможно въехать: её не касается ни одна клетка до поворота, который она срезает</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="79"/>
        <source>the shortcut {cell} on {tile} leads nowhere: no cell after the corner it cuts touches it</source>
        <translation>срезка {cell} на {tile} ведёт в никуда: её не касается ни одна клетка после поворота, который она срезает</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="98"/>
        <source>the slide row {cells} on {tile} can never be entered sliding</source>
        <translation>в ряд заноса {cells} на {tile} невозможно въехать в заносе</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="101"/>
        <source>the slide row {cells} on {tile} can never be left sliding</source>
        <translation>из ряда заноса {cells} на {tile} невозможно выехать в заносе</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="141"/>
        <source>{cell} (limit {limit})</source>
        <translation>{cell} (ограничение {limit})</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="144"/>
        <source>every landing of the jump ^{n} at {cells} on {tile} has a limit below the landing gear ({spots}): the jump can only be made with a loss of control</source>
        <translation>у каждого приземления прыжка ^{n} на {cells} на {tile} ограничение ниже передачи приземления ({spots}): прыжок возможен только с потерей управления</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="161"/>
        <source>{cell} (limit {limit}, landing in gear {gear})</source>
        <translation>{cell} (ограничение {limit}, приземление на передаче {gear})</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="165"/>
        <source>the jump ^{n} at {cells} on {tile} can land on {spots}: a loss of control there</source>
        <translation>прыжок ^{n} на {cells} на {tile} может приземлиться на {spots}: там потеря управления</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="170"/>
        <source>the jump ^{n} at {cells} on {tile} reaches the ford at {fords}: pacenote's reading is that a car cannot land in a ford (a landing is never a gas or gear-1 entry), so the jump never lands there (docs/rules.md)</source>
        <translation>прыжок ^{n} на {cells} на {tile} достаёт до брода на {fords}: pacenote считает, что машина не может приземлиться в брод (приземление никогда не бывает въездом с поддержанием скорости или на 1-й передаче), поэтому прыжок там никогда не приземляется (docs/rules.md)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/playability.py" line="186"/>
        <source>{n} road tile from START to FINISH (service park not counted): {length}, about {minutes} min for {players} players (rulebook guidelines: short {short}, medium {medium}, long {long} tiles)</source>
        <comment>{n} road tiles from START to FINISH (service park not counted): {length}, about {minutes} min for {players} players (rulebook guidelines: short {short}, medium {medium}, long {long} tiles)</comment>
        <translation>
            <numerusform>{n} дорожный фрагмент от START до FINISH (сервисная зона не считается): {length}, около {minutes} мин на {players} игроков (рекомендации правил: короткий {short}, средний {medium}, длинный {long} фрагментов)</numerusform>
            <numerusform>{n} дорожных фрагмента от START до FINISH (сервисная зона не считается): {length}, около {minutes} мин на {players} игроков (рекомендации правил: короткий {short}, средний {medium}, длинный {long} фрагментов)</numerusform>
            <numerusform>{n} дорожных фрагментов от START до FINISH (сервисная зона не считается): {length}, около {minutes} мин на {players} игроков (рекомендации правил: короткий {short}, средний {medium}, длинный {long} фрагментов)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="193"/>
        <source>a stage</source>
        <translation>спецучасток</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/playability.py" line="199"/>
        <source>{n} road tile: shorter than the rulebook's short stage ({short} tiles for {players} players)</source>
        <comment>{n} road tiles: shorter than the rulebook's short stage ({short} tiles for {players} players)</comment>
        <translation>
            <numerusform>{n} дорожный фрагмент: короче короткого спецучастка из правил ({short} фрагментов на {players} игроков)</numerusform>
            <numerusform>{n} дорожных фрагмента: короче короткого спецучастка из правил ({short} фрагментов на {players} игроков)</numerusform>
            <numerusform>{n} дорожных фрагментов: короче короткого спецучастка из правил ({short} фрагментов на {players} игроков)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="206"/>
        <source>{n} road tiles: longer than the rulebook's long stage ({long} tiles for {players} players)</source>
        <translation>дорожных фрагментов: {n}, длиннее длинного спецучастка из правил ({long} фрагментов на {players} игроков)</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="222"/>
        <source>{tile} is one car wide at {cells}: a car there blocks everyone behind it (blocking risk with many cars)</source>
        <translation>{tile} шириной в одну машину на {cells}: машина там блокирует всех позади (риск блокировки при многих машинах)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/playability.py" line="235"/>
        <source>{n} course tile: {low} low, {medium} medium, {high} high danger ({share}% high: crashes there draw the most damage)</source>
        <comment>{n} course tiles: {low} low, {medium} medium, {high} high danger ({share}% high: crashes there draw the most damage)</comment>
        <translation>
            <numerusform>{n} фрагмент маршрута: опасность низкая {low}, средняя {medium}, высокая {high} ({share}% высокая: авария там даёт больше всего повреждений)</numerusform>
            <numerusform>{n} фрагмента маршрута: опасность низкая {low}, средняя {medium}, высокая {high} ({share}% высокая: авария там даёт больше всего повреждений)</numerusform>
            <numerusform>{n} фрагментов маршрута: опасность низкая {low}, средняя {medium}, высокая {high} ({share}% высокая: авария там даёт больше всего повреждений)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="258"/>
        <source>{n} tiles in a row without a speed limit (course tiles {first}-{last}, {tile} to {other}): cars reach top gear with nothing to brake for</source>
        <translation>фрагментов подряд без ограничения скорости: {n} (фрагменты маршрута {first}-{last}, от {tile} до {other}): машины выходят на высшую передачу, и тормозить не перед чем</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="51"/>
        <source>{label} ({file}) could not be read: {problem}</source>
        <translation>не удалось прочитать {label} ({file}): {problem}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/rallychecks.py" line="58"/>
        <source>{label} ({file}) has {n} error ({codes})</source>
        <comment>{label} ({file}) has {n} errors ({codes})</comment>
        <translation>
            <numerusform>в {label} ({file}) {n} ошибка ({codes})</numerusform>
            <numerusform>в {label} ({file}) {n} ошибки ({codes})</numerusform>
            <numerusform>в {label} ({file}) {n} ошибок ({codes})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="66"/>
        <source>the plan has service after {label} but {file} has no service park (201) attached after its FINISH</source>
        <translation>по плану после {label} сервис, но у {file} нет сервисной зоны (201) после FINISH</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="72"/>
        <source>{file} ends with the service park {tile} but the plan has no service after {label}</source>
        <translation>{file} заканчивается сервисной зоной {tile}, но по плану после {label} сервиса нет</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="81"/>
        <source>the plan has service after the last stage {label}: it repairs nothing that is driven again</source>
        <translation>по плану сервис после последнего спецучастка {label}: он не чинит ничего, что ещё поедет</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="86"/>
        <source>the rally has one stage; a rally is several stages (the rulebook's have three)</source>
        <translation>в ралли один спецучасток; ралли — это несколько спецучастков (в правилах их три)</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="101"/>
        <source>one of the rulebook's plans</source>
        <translation>один из планов правил</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="102"/>
        <source>nearest rulebook class by road tiles</source>
        <translation>ближайший класс правил по дорожным фрагментам</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/rallychecks.py" line="104"/>
        <source>{n} stage, {tiles} road tiles ({classes}): {length}, about {minutes} min ({how}; short = 2 short stages, medium = 3 short or 2 long, long = 3 medium)</source>
        <comment>{n} stages, {tiles} road tiles ({classes}): {length}, about {minutes} min ({how}; short = 2 short stages, medium = 3 short or 2 long, long = 3 medium)</comment>
        <translation>
            <numerusform>{n} спецучасток, дорожных фрагментов: {tiles} ({classes}): {length}, около {minutes} мин ({how}; короткое = 2 коротких спецучастка, среднее = 3 коротких или 2 длинных, длинное = 3 средних)</numerusform>
            <numerusform>{n} спецучастка, дорожных фрагментов: {tiles} ({classes}): {length}, около {minutes} мин ({how}; короткое = 2 коротких спецучастка, среднее = 3 коротких или 2 длинных, длинное = 3 средних)</numerusform>
            <numerusform>{n} спецучастков, дорожных фрагментов: {tiles} ({classes}): {length}, около {minutes} мин ({how}; короткое = 2 коротких спецучастка, среднее = 3 коротких или 2 длинных, длинное = 3 средних)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="50"/>
        <source>{tile} at {q},{r}{reason}</source>
        <translation>{tile} на {q},{r}{reason}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/structure.py" line="64"/>
        <source>tile {number} is used {n} time ({where}) but {held}</source>
        <comment>tile {number} is used {n} times ({where}) but {held}</comment>
        <translation>
            <numerusform>фрагмент {number} использован {n} раз ({where}), но {held}</numerusform>
            <numerusform>фрагмент {number} использован {n} раза ({where}), но {held}</numerusform>
            <numerusform>фрагмент {number} использован {n} раз ({where}), но {held}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="68"/>
        <source>{where}: both sides of tile {number} are used but {held} (a tile shows one side at a time)</source>
        <translation>{where}: использованы обе стороны фрагмента {number}, но {held} (фрагмент лежит одной стороной вверх)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/structure.py" line="72"/>
        <source>{side} is placed {n} time ({where}) but {held}</source>
        <comment>{side} is placed {n} times ({where}) but {held}</comment>
        <translation>
            <numerusform>{side} положен {n} раз ({where}), но {held}</numerusform>
            <numerusform>{side} положен {n} раза ({where}), но {held}</numerusform>
            <numerusform>{side} положен {n} раз ({where}), но {held}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="86"/>
        <source>{n} tiles on hex {q},{r} ({tiles}); a hex holds one tile</source>
        <translation>фрагментов на гексе {q},{r}: {n} ({tiles}); на гексе лежит один фрагмент</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="104"/>
        <source>{n} {word} tiles ({tiles}); a stage has one</source>
        <translation>фрагментов {word}: {n} ({tiles}); у спецучастка он один</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="108"/>
        <source>no {word} tile ({ids})</source>
        <translation>нет фрагмента {word} ({ids})</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="122"/>
        <source>no {word} tile ({ids}): the course leading to the FINISH begins at {tile}, facing empty hex {q},{r}</source>
        <translation>нет фрагмента {word} ({ids}): маршрут, ведущий к FINISH, начинается на {tile}, напротив пустого гекса {q},{r}</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="125"/>
        <source>no {word} tile ({ids}): the course from the START ends at {tile}, facing empty hex {q},{r}</source>
        <translation>нет фрагмента {word} ({ids}): маршрут от START заканчивается на {tile}, напротив пустого гекса {q},{r}</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="144"/>
        <source>the lanes of {tile} ({lanes} lanes) do not line up with those of {other} ({other_lanes} lanes) where they meet ({side} side of {id})</source>
        <translation>полосы {tile} (полос: {lanes}) не совпадают с полосами {other} (полос: {other_lanes}) в месте стыка (сторона {side} фрагмента {id})</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="192"/>
        <source>the road of {tile} (course tile {i}) meets the road of {other} (course tile {j}), which does not follow it on the course: the course is ambiguous there</source>
        <translation>дорога {tile} (фрагмент маршрута {i}) встречается с дорогой {other} (фрагмент маршрута {j}), который не идёт за ним по маршруту: маршрут там неоднозначен</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="202"/>
        <source>behind the START</source>
        <translation>позади START</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="203"/>
        <source>after the FINISH</source>
        <translation>после FINISH</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="203"/>
        <source>at the course</source>
        <translation>к маршруту</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="207"/>
        <source>the service park {tile} is attached {at} ({other}); it belongs right after the FINISH</source>
        <translation>сервисная зона {tile} примыкает {at} ({other}); её место сразу после FINISH</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="211"/>
        <source>{tile} joins the road {at} ({other}) but is not on the course: the road forks there</source>
        <translation>{tile} примыкает к дороге {at} ({other}), но не лежит на маршруте: дорога там раздваивается</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="231"/>
        <source>{tile} is not on the course from START to FINISH and joins nothing on it</source>
        <translation>{tile} не лежит на маршруте от START до FINISH и ни к чему на нём не примыкает</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="243"/>
        <source>the course leaves the START {tile} the way that leaves no cell behind its start line, so cars have nowhere to line up; turn the START round (or lead the course out of its other end)</source>
        <translation>маршрут выходит из START {tile} в ту сторону, при которой за линией старта не остаётся ни одной клетки, и машинам негде встать; разверните START (или выведите маршрут с другого его конца)</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="257"/>
        <source>no cell of the course lies past the finish line of {tile}: cars can never finish; turn the FINISH round</source>
        <translation>ни одна клетка маршрута не лежит за линией финиша {tile}: машины никогда не финишируют; разверните FINISH</translation>
    </message>
</context>
</TS>
