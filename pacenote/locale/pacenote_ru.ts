<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>pacenote</name>
    <message>
        <location filename="../../cli/drivereport.py" line="140"/>
        <source>cell</source>
        <comment>drive table column</comment>
        <translation>клетка</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="140"/>
        <source>tile</source>
        <comment>drive table column</comment>
        <translation>фрагмент</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="141"/>
        <source>hex</source>
        <comment>drive table column</comment>
        <translation>гекс</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="141"/>
        <source>losses</source>
        <comment>drive table column</comment>
        <translation>потери</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="142"/>
        <source>per run</source>
        <comment>drive table column</comment>
        <translation>за заезд</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="142"/>
        <source>crashes</source>
        <comment>drive table column</comment>
        <translation>аварии</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="143"/>
        <source>spin</source>
        <translation>разворот</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="143"/>
        <source>crash</source>
        <translation>авария</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="143"/>
        <source>sisu</source>
        <translation>SISU</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="144"/>
        <source>green_flag</source>
        <translation>зелёный флаг</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="155"/>
        <source>runs</source>
        <translation>заезды</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="180"/>
        <source>{runs} solo runs, driver {driver}, seed {seed}</source>
        <translation>одиночных заездов: {runs}, пилот {driver}, зерно {seed}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="185"/>
        <source> (exact)</source>
        <translation> (точно)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="186"/>
        <source>{n} per run</source>
        <translation>{n} за заезд</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="188"/>
        <source>finished</source>
        <translation>финишировали</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="188"/>
        <source>{finished}/{runs} runs</source>
        <translation>{finished}/{runs} заездов</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="190"/>
        <source>retired {n}</source>
        <translation>сошли {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="191"/>
        <source>stuck {n}</source>
        <translation>застряли {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="194"/>
        <source>mean {time}</source>
        <translation>среднее {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="196"/>
        <source>runs {time}</source>
        <translation>заезды {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="200"/>
        <source>stage time</source>
        <translation>время спецучастка</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="200"/>
        <source>(runs)</source>
        <translation>(заезды)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="202"/>
        <source>(expert's expected time)</source>
        <translation>(ожидаемое время эксперта)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="203"/>
        <source>turns</source>
        <translation>ходы</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="204"/>
        <source>in the runs: </source>
        <translation>в заездах: </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="205"/>
        <source>losses of control</source>
        <translation>потери управления</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="207"/>
        <source>damage drawn</source>
        <translation>вытянутые повреждения</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="210"/>
        <source>shortcuts</source>
        <translation>срезки</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="210"/>
        <source>{entries} entries in {runs} runs</source>
        <translation>въездов: {entries} в {runs} заездах</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="215"/>
        <source>per run (exact)</source>
        <translation>за заезд (точно)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="216"/>
        <source>damage</source>
        <translation>повреждения</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="217"/>
        <source>shortcuts {entries} entries, {share} of runs</source>
        <translation>срезки: въездов {entries}, {share} заездов</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="219"/>
        <source>seconds tokens</source>
        <translation>жетоны секунд</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="220"/>
        <source>{n} left per run on average</source>
        <translation>в среднем остаётся {n} за заезд</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="226"/>
        <source>blocked turns</source>
        <translation>заблокированные ходы</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="226"/>
        <source>{n} (no die could enter a cell ahead)</source>
        <translation>{n} (ни один кубик не мог войти в клетку впереди)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="228"/>
        <source>spare wheel / SISU</source>
        <translation>запасное колесо / SISU</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="228"/>
        <source>{spare} / {sisu} runs</source>
        <translation>{spare} / {sisu} заездов</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="232"/>
        <source>Stage time distribution</source>
        <translation>Распределение времени спецучастка</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="234"/>
        <source>Hot spots (losses of control by cell)</source>
        <translation>Опасные места (потери управления по клеткам)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="235"/>
        <source>Hot spots (per run: exact)</source>
        <translation>Опасные места (за заезд: точно)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="75"/>
        <source>wrote {path}: {n} page</source>
        <comment>wrote {path}: {n} pages</comment>
        <translation>
            <numerusform>записано {path}: {n} страница</numerusform>
            <numerusform>записано {path}: {n} страницы</numerusform>
            <numerusform>записано {path}: {n} страниц</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="92"/>
        <source>wrote {path}/: {files} files ({pages}-page PDF, {stages}, index.html)</source>
        <translation>записано {path}/: файлов: {files} (PDF, страниц: {pages}, {stages}, index.html)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="95"/>
        <source>{n} stage</source>
        <comment>{n} stages</comment>
        <translation>
            <numerusform>{n} спецучасток</numerusform>
            <numerusform>{n} спецучастка</numerusform>
            <numerusform>{n} спецучастков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="244"/>
        <source>{n} error</source>
        <comment>{n} errors</comment>
        <translation>
            <numerusform>{n} ошибка</numerusform>
            <numerusform>{n} ошибки</numerusform>
            <numerusform>{n} ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="245"/>
        <source>{n} warning</source>
        <comment>{n} warnings</comment>
        <translation>
            <numerusform>{n} предупреждение</numerusform>
            <numerusform>{n} предупреждения</numerusform>
            <numerusform>{n} предупреждений</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="246"/>
        <source>{n} info</source>
        <translation>сведений: {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="248"/>
        <source>{n} file checked</source>
        <comment>{n} files checked</comment>
        <translation>
            <numerusform>проверен {n} файл</numerusform>
            <numerusform>проверено {n} файла</numerusform>
            <numerusform>проверено {n} файлов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="249"/>
        <source>{n} file could not be read</source>
        <comment>{n} files could not be read</comment>
        <translation>
            <numerusform>{n} файл не прочитан</numerusform>
            <numerusform>{n} файла не прочитаны</numerusform>
            <numerusform>{n} файлов не прочитаны</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="252"/>
        <source>{n} file with errors</source>
        <comment>{n} files with errors</comment>
        <translation>
            <numerusform>{n} файл с ошибками</numerusform>
            <numerusform>{n} файла с ошибками</numerusform>
            <numerusform>{n} файлов с ошибками</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="254"/>
        <source>not every file could be checked</source>
        <translation>не все файлы удалось проверить</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="255"/>
        <source>no errors</source>
        <translation>ошибок нет</translation>
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
        <location filename="../../editor/drive_panel.py" line="59"/>
        <source>({finished} of {n} run)</source>
        <comment>({finished} of {n} runs)</comment>
        <translation>
            <numerusform>({finished} из {n} заезда)</numerusform>
            <numerusform>({finished} из {n} заездов)</numerusform>
            <numerusform>({finished} из {n} заездов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="101"/>
        <source>{n} run · {driver} · seed {seed}</source>
        <comment>{n} runs · {driver} · seed {seed}</comment>
        <translation>
            <numerusform>{n} заезд · {driver} · зерно {seed}</numerusform>
            <numerusform>{n} заезда · {driver} · зерно {seed}</numerusform>
            <numerusform>{n} заездов · {driver} · зерно {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="162"/>
        <source>{n} lap</source>
        <comment>{n} laps</comment>
        <translation>
            <numerusform>{n} круг</numerusform>
            <numerusform>{n} круга</numerusform>
            <numerusform>{n} кругов</numerusform>
        </translation>
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
        <location filename="../../editor/stage_panel.py" line="85"/>
        <source>{n} cell</source>
        <comment>{n} cells</comment>
        <translation>
            <numerusform>{n} клетка</numerusform>
            <numerusform>{n} клетки</numerusform>
            <numerusform>{n} клеток</numerusform>
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
        <location filename="../../export/booklet.py" line="66"/>
        <source>leader dice</source>
        <translation>кубики лидера</translation>
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
        <location filename="../../export/bundle.py" line="271"/>
        <source>rally booklet (PDF)</source>
        <translation>буклет ралли (PDF)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="271"/>
        <source>build guide (PDF)</source>
        <translation>инструкция по сборке (PDF)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="273"/>
        <source>rally file</source>
        <translation>файл ралли</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="276"/>
        <source>the rally at a glance</source>
        <translation>ралли с первого взгляда</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="277"/>
        <source>pick list (tiles.txt)</source>
        <translation>список фрагментов (tiles.txt)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="294"/>
        <source>picture (PNG)</source>
        <translation>изображение (PNG)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="295"/>
        <source>this page</source>
        <translation>эта страница</translation>
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
    <message numerus="yes">
        <location filename="../../export/picklist.py" line="125"/>
        <source>{n} box</source>
        <comment>{n} boxes</comment>
        <translation>
            <numerusform>{n} коробка</numerusform>
            <numerusform>{n} коробки</numerusform>
            <numerusform>{n} коробок</numerusform>
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
        <location filename="../../export/rallypages.py" line="56"/>
        <source>one of the rulebook's plans</source>
        <translation>один из планов правил</translation>
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
        <location filename="../../export/sheet.py" line="20"/>
        <source>spare wheel</source>
        <translation>запасное колесо</translation>
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
        <location filename="../../export/sheet.py" line="26"/>
        <source>gear</source>
        <translation>передачи</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="26"/>
        <source>gas</source>
        <translation>поддержание</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="26"/>
        <source>brake</source>
        <translation>тормоза</translation>
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
        <location filename="../../pacenote/playtime.py" line="24"/>
        <source>playing time</source>
        <translation>время игры</translation>
    </message>
    <message>
        <location filename="../../validators/circuitguide.py" line="22"/>
        <source>short 15 x 1 lap, medium 18 x 1 or 12 x 2, long 21 x 1 or 16 x 2</source>
        <translation>короткая 15 x 1 круг, средняя 18 x 1 или 12 x 2, длинная 21 x 1 или 16 x 2</translation>
    </message>
</context>
</TS>
