<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Autosave</name>
    <message>
        <source>an unsaved rally</source>
        <translation>несохранённое ралли</translation>
    </message>
    <message>
        <source>an unsaved stage</source>
        <translation>несохранённый спецучасток</translation>
    </message>
    <message>
        <source>{what} (autosaved {when})</source>
        <translation>{what} (автосохранение {when})</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>Автосохранение не удалось: {problem}</translation>
    </message>
</context>
<context>
    <name>Congestion</name>
    <message>
        <source>{cell}: blocked {blocked}, forced onto another path {traffic} per race</source>
        <translation>{cell}: блокировка {blocked}, вынужденный объезд {traffic} за гонку</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>Untitled rally</source>
        <translation>Ралли без названия</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Без названия</translation>
    </message>
    <message>
        <source>Add stage {label}</source>
        <translation>Добавить спецучасток {label}</translation>
    </message>
    <message>
        <source>Add {file} as {label}</source>
        <translation>Добавить {file} как {label}</translation>
    </message>
    <message>
        <source>Remove stage {label}</source>
        <translation>Убрать спецучасток {label}</translation>
    </message>
    <message>
        <source>Move {label} to place {n}</source>
        <translation>Переместить {label} на место {n}</translation>
    </message>
    <message>
        <source>Rename {old} → {label}</source>
        <translation>Переименовать {old} → {label}</translation>
    </message>
    <message>
        <source>Service after {label} on</source>
        <translation>Сервис после {label}: вкл.</translation>
    </message>
    <message>
        <source>Service after {label} off</source>
        <translation>Сервис после {label}: выкл.</translation>
    </message>
    <message>
        <source>Edit rally {field}</source>
        <translation>Изменить {field} ралли</translation>
    </message>
</context>
<context>
    <name>DrivePanel</name>
    <message>
        <source> · exact</source>
        <translation> · точно</translation>
    </message>
    <message>
        <source>{n} retired</source>
        <translation>сошли: {n}</translation>
    </message>
    <message>
        <source>{n} stuck</source>
        <translation>застряли: {n}</translation>
    </message>
    <message>
        <source>taken in {share} of runs, {times} times per run: {outcomes}</source>
        <translation>взяты в {share} заездов, {times} раз за заезд: {outcomes}</translation>
    </message>
    <message>
        <source>taken in {share} of runs, {times} times: {outcomes}</source>
        <translation>взяты в {share} заездов, {times} раз: {outcomes}</translation>
    </message>
    <message>
        <source>none taken</source>
        <translation>ни одного</translation>
    </message>
    <message>
        <source>(runs {mean} ± {se} s)</source>
        <translation>(заезды {mean} ± {se} с)</translation>
    </message>
    <message>
        <source>{n} per run</source>
        <translation>{n} за заезд</translation>
    </message>
    <message>
        <source>(runs)</source>
        <translation>(заезды)</translation>
    </message>
    <message>
        <source>- (the expert driver&apos;s figure)</source>
        <translation>- (показатель пилота-эксперта)</translation>
    </message>
    <message>
        <source>({n} in the runs)</source>
        <translation>({n} в заездах)</translation>
    </message>
    <message>
        <source> (simulated; rulebook about {minutes})</source>
        <translation> (по симуляции; правила: около {minutes})</translation>
    </message>
    <message>
        <source>plan ready · {driver} · the runs follow</source>
        <translation>план готов · {driver} · заезды ещё идут</translation>
    </message>
    <message>
        <source> (simulated; the GT book: about {minutes} for {players} players)</source>
        <translation> (моделирование; правила GT: около {minutes} на {players} игроков)</translation>
    </message>
    <message>
        <source> over {laps}</source>
        <translation> на {laps}</translation>
    </message>
    <message>
        <source>{runs} of {cars}{over} · about {minutes} min at the table{book} · {overtakes} overtakes and {blocked} blocked turns {per} · {retirements}</source>
        <translation>{runs}: {cars}{over} · около {minutes} мин за столом{book} · обгонов: {overtakes}, заблокированных ходов: {blocked} {per} · {retirements}</translation>
    </message>
    <message>
        <source>Test drive</source>
        <translation>Тест-драйв</translation>
    </message>
    <message>
        <source>Mean time</source>
        <translation>Среднее время</translation>
    </message>
    <message>
        <source>Par time</source>
        <translation>Эталонное время</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Финишировали</translation>
    </message>
    <message>
        <source>Losses of control</source>
        <translation>Потери управления</translation>
    </message>
    <message>
        <source>Crashes</source>
        <translation>Аварии</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Срезки</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>клетка</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>фрагмент</translation>
    </message>
    <message>
        <source>lose control</source>
        <translation>потеря управления</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>авария</translation>
    </message>
    <message>
        <source>Stage times</source>
        <translation>Время на спецучастке</translation>
    </message>
    <message>
        <source>Hot spots: share of runs losing control in the cell</source>
        <translation>Опасные места: доля заездов с потерей управления в клетке</translation>
    </message>
    <message>
        <source> (exact rate)</source>
        <translation> (точная доля)</translation>
    </message>
    <message>
        <source>{losses} losses of control in {runs} runs</source>
        <translation>потерь управления: {losses} за {runs} заездов</translation>
    </message>
    <message>
        <source>Rally ({stages})</source>
        <translation>Ралли ({stages})</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Гонка</translation>
    </message>
    <message>
        <source>Test drive needs a course from START to FINISH: {reason}</source>
        <translation>Для тест-драйва нужен маршрут от START до FINISH: {reason}</translation>
    </message>
    <message>
        <source>Test drive (Ctrl+T) lets an AI driver run the stage many times and shows its pace, risk and crash hot spots.</source>
        <translation>Тест-драйв (Ctrl+T): ИИ-пилот много раз проходит спецучасток и показывает темп, риск и места аварий.</translation>
    </message>
    <message>
        <source>Stale: the stage has changed since this test drive (the heat map is hidden). Test drive again to update.</source>
        <translation>Устарело: спецучасток изменился после этого тест-драйва (тепловая карта скрыта). Повторите тест-драйв.</translation>
    </message>
</context>
<context>
    <name>EditingWindow</name>
    <message>
        <source>A token lies on a tile: drop it on one</source>
        <translation>Жетон кладётся на фрагмент трассы: отпустите его над фрагментом</translation>
    </message>
    <message>
        <source>Select the tile to lay the token on</source>
        <translation>Выберите фрагмент, на который положить жетон</translation>
    </message>
</context>
<context>
    <name>Edits</name>
    <message>
        <source>Rotate together</source>
        <translation>Повернуть вместе</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Повернуть</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Переместить</translation>
    </message>
    <message>
        <source>Place {tile}</source>
        <translation>Положить {tile}</translation>
    </message>
    <message>
        <source>Replace {old} with {tile}</source>
        <translation>Заменить {old} на {tile}</translation>
    </message>
    <message>
        <source>Flip {tile} → {other}</source>
        <translation>Перевернуть {tile} → {other}</translation>
    </message>
    <message>
        <source>Flip {tiles}</source>
        <translation>Перевернуть {tiles}</translation>
    </message>
    <message>
        <source>Turn {tile} left</source>
        <translation>Повернуть {tile} влево</translation>
    </message>
    <message>
        <source>Turn {tile} right</source>
        <translation>Повернуть {tile} вправо</translation>
    </message>
    <message>
        <source>Add {token} token on {tile}</source>
        <translation>Добавить жетон {token} на {tile}</translation>
    </message>
    <message>
        <source>Move {token} token</source>
        <translation>Переместить жетон {token}</translation>
    </message>
    <message>
        <source>Remove {token} token</source>
        <translation>Убрать жетон {token}</translation>
    </message>
    <message>
        <source>Turn {token} token</source>
        <translation>Повернуть жетон {token}</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>{name} has unsaved changes. Save them?</source>
        <translation>В {name} есть несохранённые изменения. Сохранить?</translation>
    </message>
    <message>
        <source>Add stage to the rally</source>
        <translation>Добавить спецучасток в ралли</translation>
    </message>
    <message>
        <source>Cannot add stage</source>
        <translation>Не удалось добавить спецучасток</translation>
    </message>
    <message>
        <source>Open stage</source>
        <translation>Открыть спецучасток</translation>
    </message>
    <message>
        <source>Import stage</source>
        <translation>Импортировать спецучасток</translation>
    </message>
    <message>
        <source>Cannot open rally</source>
        <translation>Не удалось открыть ралли</translation>
    </message>
    <message>
        <source>Cannot open stage</source>
        <translation>Не удалось открыть спецучасток</translation>
    </message>
    <message>
        <source>Save rally</source>
        <translation>Сохранить ралли</translation>
    </message>
    <message>
        <source>Save stage</source>
        <translation>Сохранить спецучасток</translation>
    </message>
    <message>
        <source>Read-only file</source>
        <translation>Файл только для чтения</translation>
    </message>
    <message>
        <source>{file} is read-only. Replace it anyway?</source>
        <translation>Файл {file} доступен только для чтения. Всё равно заменить его?</translation>
    </message>
    <message>
        <source>Cannot save rally</source>
        <translation>Не удалось сохранить ралли</translation>
    </message>
    <message>
        <source>Cannot save stage</source>
        <translation>Не удалось сохранить спецучасток</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Сохранено: {path}</translation>
    </message>
    <message>
        <source>Export stage</source>
        <translation>Экспортировать спецучасток</translation>
    </message>
    <message>
        <source>Cannot export stage</source>
        <translation>Не удалось экспортировать спецучасток</translation>
    </message>
    <message>
        <source>Exported with changes</source>
        <translation>Экспортировано с изменениями</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>Экспортировано: {path}</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>Экспортировать изображение</translation>
    </message>
    <message>
        <source>Cannot export picture</source>
        <translation>Не удалось экспортировать изображение</translation>
    </message>
    <message>
        <source>Export printable build guide</source>
        <translation>Экспортировать инструкцию по сборке для печати</translation>
    </message>
    <message>
        <source>Cannot export build guide</source>
        <translation>Не удалось экспортировать инструкцию по сборке</translation>
    </message>
    <message>
        <source>Recovery copy unreadable</source>
        <translation>Резервная копия не читается</translation>
    </message>
    <message>
        <source>A recovery copy could not be read ({problem}). It was kept at {where} and will not be offered again.</source>
        <translation>Не удалось прочитать резервную копию ({problem}). Она сохранена в {where} и больше не будет предложена.</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Восстановить несохранённые изменения</translation>
    </message>
    <message>
        <source>The editor did not close cleanly. Recover the unsaved changes to {what}?</source>
        <translation>Редактор закрылся некорректно. Восстановить несохранённые изменения в {what}?</translation>
    </message>
    <message>
        <source>Discard deletes the recovery copy. Decide later keeps it and asks again the next time the file is opened.</source>
        <translation>«Отбросить» удаляет резервную копию. «Решить позже» сохраняет её и спросит снова при следующем открытии файла.</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Восстановить</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Отбросить</translation>
    </message>
    <message>
        <source>Decide later</source>
        <translation>Решить позже</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Не удалось восстановить</translation>
    </message>
    <message>
        <source>{problem} (kept at {where})</source>
        <translation>{problem} (сохранено в {where})</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <source>empty stage: what the course needs first</source>
        <translation>пустой спецучасток: что сначала нужно маршруту</translation>
    </message>
    <message>
        <source>Show info</source>
        <translation>Показывать сведения</translation>
    </message>
    <message>
        <source>Also list what a stage designer may want to know (length class, danger profile, …)</source>
        <translation>Также показывать то, что полезно автору спецучастка (класс длины, профиль опасности, …)</translation>
    </message>
    <message>
        <source>code</source>
        <translation>код</translation>
    </message>
    <message>
        <source>message</source>
        <translation>сообщение</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>jumps</source>
        <translation>прыжки</translation>
    </message>
    <message>
        <source>fords</source>
        <translation>броды</translation>
    </message>
    <message>
        <source>shortcuts</source>
        <translation>срезки</translation>
    </message>
    <message>
        <source>slides</source>
        <translation>заносы</translation>
    </message>
    <message>
        <source>Generate stage</source>
        <translation>Сгенерировать спецучасток</translation>
    </message>
    <message>
        <source>Boxes owned, e.g. dirt-core or dirt-core:2,dirt-rx</source>
        <translation>Ваши коробки, например dirt-core или dirt-core:2,dirt-rx</translation>
    </message>
    <message>
        <source>short (10-12 tiles)</source>
        <translation>короткий (10-12 фрагментов)</translation>
    </message>
    <message>
        <source>medium (13-16 tiles)</source>
        <translation>средний (13-16 фрагментов)</translation>
    </message>
    <message>
        <source>long (17-18 tiles)</source>
        <translation>длинный (17-18 фрагментов)</translation>
    </message>
    <message>
        <source>road tiles:</source>
        <translation>фрагменты дороги:</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>лёгкий</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>средний</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>трудный</translation>
    </message>
    <message>
        <source>par time:</source>
        <translation>эталонное время:</translation>
    </message>
    <message>
        <source>{0}: any</source>
        <translation>{0}: неважно</translation>
    </message>
    <message>
        <source>{0}: with</source>
        <translation>{0}: есть</translation>
    </message>
    <message>
        <source>{0}: without</source>
        <translation>{0}: нет</translation>
    </message>
    <message>
        <source>any</source>
        <translation>любое</translation>
    </message>
    <message>
        <source>Terrain mix where the boxes allow: gravel,asphalt,snow (equal shares) or gravel:60,asphalt:40; empty: any</source>
        <translation>Смесь покрытий, если позволяют коробки: gravel,asphalt,snow (поровну) или gravel:60,asphalt:40; пусто: любое</translation>
    </message>
    <message>
        <source>Table WIDTHxDEPTH in cm; empty: any size</source>
        <translation>Стол ШИРИНАxГЛУБИНА в см; пусто: любой размер</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>Boxes owned</source>
        <translation>Ваши коробки</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Длина</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Сложность</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Элементы</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Покрытие</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Table (cm)</source>
        <translation>Стол (см)</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>зерно</translation>
    </message>
    <message>
        <source>candidates</source>
        <translation>варианты</translation>
    </message>
    <message>
        <source>time</source>
        <translation>время</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Поиск</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>С&amp;генерировать</translation>
    </message>
    <message>
        <source>Set the brief and press Generate.</source>
        <translation>Задайте требования и нажмите «Сгенерировать».</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>Searching (up to {0:.0f} s)…</source>
        <translation>Поиск (до {0:.0f} с)…</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s), best first: pick one and Open.</source>
        <translation>
            <numerusform>%n вариант, лучшие первыми: выберите один и нажмите «Открыть».</numerusform>
            <numerusform>%n варианта, лучшие первыми: выберите один и нажмите «Открыть».</numerusform>
            <numerusform>%n вариантов, лучшие первыми: выберите один и нажмите «Открыть».</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot meet the brief: {0}</source>
        <translation>Требования невыполнимы: {0}</translation>
    </message>
</context>
<context>
    <name>HeatLegend</name>
    <message>
        <source>{share} or more</source>
        <translation>{share} и более</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Double-click a tile in the palette</source>
        <translation>Двойной щелчок по фрагменту в палитре</translation>
    </message>
    <message>
        <source>place it at the green open end</source>
        <translation>кладёт его на зелёный открытый конец</translation>
    </message>
    <message>
        <source>Shift+double-click a curve in the palette</source>
        <translation>Shift+двойной щелчок по повороту в палитре</translation>
    </message>
    <message>
        <source>place it bending left</source>
        <translation>кладёт его с поворотом влево</translation>
    </message>
    <message>
        <source>Ctrl+double-click a curve in the palette</source>
        <translation>Ctrl+двойной щелчок по повороту в палитре</translation>
    </message>
    <message>
        <source>place it bending right</source>
        <translation>кладёт его с поворотом вправо</translation>
    </message>
    <message>
        <source>Drag a tile from the palette</source>
        <translation>Перетаскивание фрагмента из палитры</translation>
    </message>
    <message>
        <source>place it on any hex (a preview shows how it lands)</source>
        <translation>кладёт его на любой гекс (предпросмотр показывает, как он ляжет)</translation>
    </message>
    <message>
        <source>Click an open-end marker</source>
        <translation>Щелчок по маркеру открытого конца</translation>
    </message>
    <message>
        <source>place the palette&apos;s tile there, or make that end active</source>
        <translation>кладёт туда фрагмент из палитры или делает этот конец активным</translation>
    </message>
    <message>
        <source>Click / Ctrl+click a tile, drag on empty canvas</source>
        <translation>Щелчок / Ctrl+щелчок по фрагменту, перетаскивание по пустому полю</translation>
    </message>
    <message>
        <source>select tiles</source>
        <translation>выделяет фрагменты</translation>
    </message>
    <message>
        <source>Drag selected tiles</source>
        <translation>Перетаскивание выделенных фрагментов</translation>
    </message>
    <message>
        <source>move them</source>
        <translation>перемещает их</translation>
    </message>
    <message>
        <source>Ctrl+wheel</source>
        <translation>Ctrl+колесо</translation>
    </message>
    <message>
        <source>rotate the selection, or the tile under the mouse</source>
        <translation>поворачивает выделение или фрагмент под мышью</translation>
    </message>
    <message>
        <source>Right-click a tile or token</source>
        <translation>Щелчок правой кнопкой по фрагменту или жетону</translation>
    </message>
    <message>
        <source>rotate, flip, delete, add or turn a token</source>
        <translation>повернуть, перевернуть, удалить; добавить или повернуть жетон</translation>
    </message>
    <message>
        <source>Double-click a START in the palette, then the next tiles: each goes on the green open end, turned to fit. Shift+double-click a curve to bend it left, Ctrl+double-click to bend it right; with a placed curve selected, [ and ] turn it. R / Shift+R rotate, F flips, right-click a tile for more. F1 lists every key.</source>
        <translation>Дважды щёлкните START в палитре, затем следующие фрагменты: каждый ложится на зелёный открытый конец, повёрнутый как нужно. Shift+двойной щелчок по повороту загибает его влево, Ctrl+двойной щелчок — вправо; если выделен уложенный поворот, [ и ] поворачивают его. R / Shift+R поворачивают, F переворачивает, правый щелчок по фрагменту — другие действия. F1 показывает все клавиши.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Меню</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Мышь</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Что делает</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Понятно</translation>
    </message>
    <message>
        <source>Documentation</source>
        <translation>Документация</translation>
    </message>
    <message>
        <source>The editor&apos;s documentation is docs/editor.md in pacenote&apos;s source (with README.md and the other docs/*.md files); Help → Keyboard shortcuts lists every key.</source>
        <translation>Документация редактора — docs/editor.md в исходниках pacenote (вместе с README.md и другими файлами docs/*.md); Справка → Сочетания клавиш показывает все клавиши.</translation>
    </message>
    <message>
        <source>About pacenote</source>
        <translation>О программе pacenote</translation>
    </message>
    <message>
        <source>&lt;b&gt;pacenote {version}&lt;/b&gt;&lt;p&gt;Build, check, test-drive and export stages for Rallyman: DIRT and Rallyman: GT. Not affiliated with the games&apos; publisher.&lt;/p&gt;&lt;p&gt;MIT licence.&lt;/p&gt;</source>
        <translation>&lt;b&gt;pacenote {version}&lt;/b&gt;&lt;p&gt;Сборка, проверка, тест-драйв и экспорт спецучастков для Rallyman: DIRT и Rallyman: GT. Не связан с издателем игр.&lt;/p&gt;&lt;p&gt;Лицензия MIT.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Histogram</name>
    <message>
        <source>mean</source>
        <translation>среднее</translation>
    </message>
    <message>
        <source>par</source>
        <translation>эталон</translation>
    </message>
</context>
<context>
    <name>ImageOptionsDialog</name>
    <message>
        <source>Export picture</source>
        <translation>Экспорт изображения</translation>
    </message>
    <message>
        <source>No title</source>
        <translation>Без заголовка</translation>
    </message>
    <message>
        <source>Tile list beside the map</source>
        <translation>Список фрагментов рядом с картой</translation>
    </message>
    <message>
        <source> px per hex</source>
        <translation> пикс. на гекс</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Заголовок</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Масштаб</translation>
    </message>
</context>
<context>
    <name>LanguageDialog</name>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>System language ({name})</source>
        <translation>Язык системы ({name})</translation>
    </message>
    <message>
        <source>The new language applies when the editor is restarted.</source>
        <translation>Новый язык применится после перезапуска редактора.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Tiles</source>
        <translation>Фрагменты</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Жетоны</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Спецучасток</translation>
    </message>
    <message>
        <source>&lt;as opened&gt;</source>
        <translation>&lt;как открыто&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Test drive</source>
        <translation>Тест-драйв</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Ралли</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Undo rally change</source>
        <translation>&amp;Отменить изменение ралли</translation>
    </message>
    <message>
        <source>Red&amp;o rally change</source>
        <translation>Повторить &amp;изменение ралли</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>н/д</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>New &amp;With Boxes</source>
        <translation>Новый с коробка&amp;ми</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>Ra&amp;lly</source>
        <translation>Ра&amp;лли</translation>
    </message>
    <message>
        <source>&amp;Drive</source>
        <translation>&amp;Езда</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Повтор</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Новый</translation>
    </message>
    <message>
        <source>New &amp;Rally</source>
        <translation>Новое &amp;ралли</translation>
    </message>
    <message>
        <source>A rally of several stages, one tab each, saved as a .rally.json</source>
        <translation>Ралли из нескольких спецучастков, по вкладке на каждый, сохраняется как .rally.json</translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation>С&amp;генерировать…</translation>
    </message>
    <message>
        <source>Generate stages to a brief (boxes, length, difficulty, table) and open one</source>
        <translation>Сгенерировать спецучастки по требованиям (коробки, длина, сложность, стол) и открыть один</translation>
    </message>
    <message>
        <source>Rallyman: &amp;DIRT stage</source>
        <translation>Спецучасток Rallyman: &amp;DIRT</translation>
    </message>
    <message>
        <source>New empty stage with the tiles of tileset {name}</source>
        <translation>Новый пустой спецучасток с фрагментами набора {name}</translation>
    </message>
    <message>
        <source>Rallyman: &amp;GT circuit</source>
        <translation>Трасса Rallyman: &amp;GT</translation>
    </message>
    <message>
        <source>DIRT stage with GT &amp;asphalt</source>
        <translation>Спецучасток DIRT с &amp;асфальтом GT</translation>
    </message>
    <message>
        <source>DIRT stage with &amp;expansions (Monte Carlo / 110% / Climb 301–326)</source>
        <translation>Спецучасток DIRT с &amp;дополнениями (Monte Carlo / 110% / Climb 301–326)</translation>
    </message>
    <message>
        <source>GT circuit with e&amp;xpansion pieces (121–154)</source>
        <translation>Трасса GT с дета&amp;лями дополнений (121–154)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>Открыть н&amp;едавние</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Import Rekee / .rgt…</source>
        <translation>&amp;Импорт Rekee / .rgt…</translation>
    </message>
    <message>
        <source>Export as Rekee &amp;JSON…</source>
        <translation>Экспорт в JSON &amp;Rekee…</translation>
    </message>
    <message>
        <source>E&amp;xport as .rgt…</source>
        <translation>Экспорт в .r&amp;gt…</translation>
    </message>
    <message>
        <source>Export &amp;picture (PNG/SVG)…</source>
        <translation>Экспорт изобра&amp;жения (PNG/SVG)…</translation>
    </message>
    <message>
        <source>Export printable bui&amp;ld guide (PDF)…</source>
        <translation>Экспорт инструкции по сборке для &amp;печати (PDF)…</translation>
    </message>
    <message>
        <source>The stage&apos;s build guide, ready to print (as pacenote export writes it)</source>
        <translation>Инструкция по сборке спецучастка для печати (как её пишет pacenote export)</translation>
    </message>
    <message>
        <source>Export rally &amp;booklet (PDF)…</source>
        <translation>Экспорт &amp;буклета ралли (PDF)…</translation>
    </message>
    <message>
        <source>Cover, every stage&apos;s build guide and the rally sheet (as pacenote export RALLY -o FILE.pdf writes them)</source>
        <translation>Обложка, инструкция по сборке каждого спецучастка и лист ралли (как их записывает pacenote export RALLY -o FILE.pdf)</translation>
    </message>
    <message>
        <source>Export rally b&amp;undle (folder)…</source>
        <translation>Экспорт паке&amp;та ралли (папка)…</translation>
    </message>
    <message>
        <source>The folder a rally director prints or shares: booklet, stage files, pictures, pick list, index.html (as pacenote export RALLY -o DIR/)</source>
        <translation>Папка, которую директор ралли печатает или рассылает: буклет, файлы спецучастков, изображения, список фрагментов, index.html (как pacenote export RALLY -o DIR/)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Place at the open end</source>
        <translation>Положить на открытый кон&amp;ец</translation>
    </message>
    <message>
        <source>Place the palette&apos;s tile where the course goes on</source>
        <translation>Положить фрагмент из палитры туда, где продолжается маршрут</translation>
    </message>
    <message>
        <source>Rotate &amp;clockwise</source>
        <translation>Повернуть по &amp;часовой</translation>
    </message>
    <message>
        <source>Rotate counter-clockwise</source>
        <translation>Повернуть против часовой</translation>
    </message>
    <message>
        <source>Curve turning &amp;left</source>
        <translation>Поворот &amp;влево</translation>
    </message>
    <message>
        <source>Turn the selected curve to bend left, or place the palette&apos;s curve so (also Shift+double-click in the palette)</source>
        <translation>Повернуть выделенный поворот влево или так положить поворот из палитры (также Shift+двойной щелчок в палитре)</translation>
    </message>
    <message>
        <source>Curve turning righ&amp;t</source>
        <translation>Поворот впр&amp;аво</translation>
    </message>
    <message>
        <source>Turn the selected curve to bend right, or place the palette&apos;s curve so (also Ctrl+double-click in the palette)</source>
        <translation>Повернуть выделенный поворот вправо или так положить поворот из палитры (также Ctrl+двойной щелчок в палитре)</translation>
    </message>
    <message>
        <source>&amp;Flip to the other side</source>
        <translation>Перевернуть на &amp;другую сторону</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>В&amp;ыделить всё</translation>
    </message>
    <message>
        <source>Centre the &amp;map</source>
        <translation>Центрировать &amp;карту</translation>
    </message>
    <message>
        <source>Move the whole stage so its middle is at the origin</source>
        <translation>Сдвинуть весь спецучасток так, чтобы его центр был в начале координат</translation>
    </message>
    <message>
        <source>&amp;New stage in the rally</source>
        <translation>&amp;Новый спецучасток в ралли</translation>
    </message>
    <message>
        <source>&amp;Add stage file to the rally…</source>
        <translation>&amp;Добавить файл спецучастка в ралли…</translation>
    </message>
    <message>
        <source>&amp;Remove stage from the rally</source>
        <translation>&amp;Убрать спецучасток из ралли</translation>
    </message>
    <message>
        <source>Ne&amp;xt stage</source>
        <translation>&amp;Следующий спецучасток</translation>
    </message>
    <message>
        <source>Pre&amp;vious stage</source>
        <translation>&amp;Предыдущий спецучасток</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Приблизить</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Отдалить</translation>
    </message>
    <message>
        <source>Zoom to &amp;fit</source>
        <translation>&amp;Вписать в окно</translation>
    </message>
    <message>
        <source>Problem &amp;badges on tiles</source>
        <translation>Зна&amp;чки проблем на фрагментах</translation>
    </message>
    <message>
        <source>Cycle tile &amp;labels (ids / pacenotes / none)</source>
        <translation>Переключить подп&amp;иси фрагментов (id / заметки / нет)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <source>Every key of the editor, from this table</source>
        <translation>Все клавиши редактора, из этой таблицы</translation>
    </message>
    <message>
        <source>&amp;Tips for building a stage</source>
        <translation>Со&amp;веты по сборке спецучастка</translation>
    </message>
    <message>
        <source>The editor&apos;s &amp;documentation</source>
        <translation>&amp;Документация редактора</translation>
    </message>
    <message>
        <source>&amp;About pacenote</source>
        <translation>&amp;О программе pacenote</translation>
    </message>
    <message>
        <source>class: {size}</source>
        <translation>класс: {size}</translation>
    </message>
    <message>
        <source>empty stage: double-click a START tile in the palette</source>
        <translation>пустой спецучасток: дважды щёлкните фрагмент START в палитре</translation>
    </message>
    <message>
        <source>course: START → FINISH</source>
        <translation>маршрут: START → FINISH</translation>
    </message>
    <message>
        <source>course: open</source>
        <translation>маршрут: открыт</translation>
    </message>
    <message>
        <source>course: {problem}</source>
        <translation>маршрут: {problem}</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>bend</source>
        <translation>изгиб</translation>
    </message>
    <message>
        <source>corner</source>
        <translation>поворот</translation>
    </message>
    <message>
        <source>finish</source>
        <translation>финиш</translation>
    </message>
    <message>
        <source>pit</source>
        <translation>пит-стоп</translation>
    </message>
    <message>
        <source>s-bend</source>
        <translation>S-образный поворот</translation>
    </message>
    <message>
        <source>service</source>
        <translation>сервис</translation>
    </message>
    <message>
        <source>start</source>
        <translation>старт</translation>
    </message>
    <message>
        <source>start-finish</source>
        <translation>старт-финиш</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>прямая</translation>
    </message>
    <message>
        <source>wavy</source>
        <translation>волнистая</translation>
    </message>
    <message>
        <source>shortcut</source>
        <translation>срезка</translation>
    </message>
    <message>
        <source>jump</source>
        <translation>прыжок</translation>
    </message>
    <message>
        <source>ford</source>
        <translation>брод</translation>
    </message>
    <message>
        <source>slide</source>
        <translation>занос</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>low</source>
        <translation>низкая</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>средняя</translation>
    </message>
    <message>
        <source>high</source>
        <translation>высокая</translation>
    </message>
    <message>
        <source>{level} danger</source>
        <translation>опасность: {level}</translation>
    </message>
    <message>
        <source>limits {values}</source>
        <translation>ограничения {values}</translation>
    </message>
    <message>
        <source>Search: 210, corner, high…</source>
        <translation>Поиск: 210, corner, high…</translation>
    </message>
    <message>
        <source>any kind</source>
        <translation>любой вид</translation>
    </message>
    <message>
        <source>any danger</source>
        <translation>любая опасность</translation>
    </message>
    <message>
        <source>any</source>
        <translation>любое</translation>
    </message>
    <message>
        <source>speed limit</source>
        <translation>ограничение скорости</translation>
    </message>
    <message>
        <source>to</source>
        <translation>до</translation>
    </message>
</context>
<context>
    <name>RallyController</name>
    <message>
        <source>Remove stage</source>
        <translation>Убрать спецучасток</translation>
    </message>
    <message>
        <source>{label} has unsaved changes. Remove it from the rally anyway? Its file on disk is kept as last saved.</source>
        <translation>В {label} есть несохранённые изменения. Всё равно убрать из ралли? Файл на диске останется в последней сохранённой версии.</translation>
    </message>
    <message>
        <source>{label} removed: Rally → Undo rally change brings it back</source>
        <translation>{label} убран: Ралли → Отменить изменение ралли вернёт его</translation>
    </message>
    <message>
        <source>History: rally</source>
        <translation>История: ралли</translation>
    </message>
    <message>
        <source>History: {label}</source>
        <translation>История: {label}</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
</context>
<context>
    <name>RallyExport</name>
    <message>
        <source>Save the rally first</source>
        <translation>Сначала сохраните ралли</translation>
    </message>
    <message>
        <source>The export is made from the rally file as saved. Save the rally now?</source>
        <translation>Экспорт делается из файла ралли в сохранённом виде. Сохранить ралли сейчас?</translation>
    </message>
    <message>
        <source>Export rally booklet</source>
        <translation>Экспорт буклета ралли</translation>
    </message>
    <message>
        <source>Export rally bundle: name the folder to write</source>
        <translation>Экспорт пакета ралли: укажите имя папки для записи</translation>
    </message>
    <message>
        <source>Folder (*)</source>
        <translation>Папка (*)</translation>
    </message>
    <message>
        <source>Cannot export the booklet</source>
        <translation>Не удалось экспортировать буклет</translation>
    </message>
    <message>
        <source>{pages} pages</source>
        <translation>страниц: {pages}</translation>
    </message>
    <message>
        <source>Cannot export the bundle</source>
        <translation>Не удалось экспортировать пакет</translation>
    </message>
    <message>
        <source>{files} files</source>
        <translation>файлов: {files}</translation>
    </message>
    <message>
        <source>Exported with warnings</source>
        <translation>Экспортировано с предупреждениями</translation>
    </message>
    <message>
        <source>Exported {path} ({what})</source>
        <translation>Экспортировано: {path} ({what})</translation>
    </message>
</context>
<context>
    <name>RallyPanel</name>
    <message>
        <source>Stage</source>
        <translation>Спецучасток</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Фрагменты</translation>
    </message>
    <message>
        <source>Road tiles</source>
        <translation>Фрагменты дороги</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Класс</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Коробки</translation>
    </message>
    <message>
        <source>Service after</source>
        <translation>Сервис после</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Ошибки</translation>
    </message>
    <message>
        <source>unknown tiles</source>
        <translation>неизвестные фрагменты</translation>
    </message>
    <message>
        <source>no course</source>
        <translation>нет маршрута</translation>
    </message>
    <message>
        <source>a {size} rally, about {minutes} min</source>
        <translation>ралли «{size}», около {minutes} мин</translation>
    </message>
    <message>
        <source>class once every stage runs START → FINISH</source>
        <translation>класс — когда каждый спецучасток пройдёт от START до FINISH</translation>
    </message>
    <message>
        <source>no box needed yet</source>
        <translation>коробки пока не нужны</translation>
    </message>
    <message>
        <source>Rally name</source>
        <translation>Название ралли</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <source>Players: not said (4)</source>
        <translation>Игроки: не указано (4)</translation>
    </message>
    <message>
        <source>Players: </source>
        <translation>Игроки: </translation>
    </message>
    <message>
        <source>Drivers taking part: the rally sheet&apos;s columns and the test drive&apos;s cars</source>
        <translation>Участники: столбцы листа ралли и машины тест-драйва</translation>
    </message>
    <message>
        <source>Boxes: </source>
        <translation>Коробки: </translation>
    </message>
    <message>
        <source>Copies of the tile box the organisers have (the rally&apos;s stage checks count tiles against them)</source>
        <translation>Сколько коробок с фрагментами у организаторов (проверки спецучастков считают фрагменты по ним)</translation>
    </message>
    <message>
        <source>or box names: dirt-core,dirt-110-percent</source>
        <translation>или названия коробок: dirt-core,dirt-110-percent</translation>
    </message>
    <message>
        <source>The boxes the organisers have, by name (docs/tiles.md, Boxes), comma-separated, NAME:COUNT for several copies; empty: the count on the left</source>
        <translation>Коробки с фрагментами, которые есть у организаторов, по названиям (docs/tiles.md, Boxes), через запятую, НАЗВАНИЕ:ЧИСЛО для нескольких экземпляров; пусто: число слева</translation>
    </message>
    <message>
        <source>New stage</source>
        <translation>Новый спецучасток</translation>
    </message>
    <message>
        <source>An empty stage after the current one</source>
        <translation>Пустой спецучасток после текущего</translation>
    </message>
    <message>
        <source>Add stage file…</source>
        <translation>Добавить файл спецучастка…</translation>
    </message>
    <message>
        <source>An existing stage file (in the rally&apos;s folder)</source>
        <translation>Существующий файл спецучастка (в папке ралли)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>Take the current stage out of the rally (its file stays)</source>
        <translation>Убрать текущий спецучасток из ралли (файл останется)</translation>
    </message>
    <message>
        <source>◀ Earlier</source>
        <translation>◀ Раньше</translation>
    </message>
    <message>
        <source>Run the current stage earlier</source>
        <translation>Провести текущий спецучасток раньше</translation>
    </message>
    <message>
        <source>Later ▶</source>
        <translation>Позже ▶</translation>
    </message>
    <message>
        <source>Run the current stage later</source>
        <translation>Провести текущий спецучасток позже</translation>
    </message>
    <message>
        <source>Rally findings</source>
        <translation>Замечания по ралли</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>on the road</source>
        <translation>на дороге</translation>
    </message>
    <message>
        <source>beside the road (crashed)</source>
        <translation>у дороги (авария)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>финишировала</translation>
    </message>
    <message>
        <source>retired</source>
        <translation>сошла</translation>
    </message>
    <message>
        <source>stuck</source>
        <translation>застряла</translation>
    </message>
    <message>
        <source>car {n}</source>
        <translation>машина {n}</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>Stale: the stage has changed since this test drive (the cars are hidden). Test drive again to replay.</source>
        <translation>Устарело: спецучасток изменился после этого тест-драйва (машины скрыты). Повторите тест-драйв для повтора.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>&amp;Replay a run of the test drive</source>
        <translation>&amp;Повтор заезда тест-драйва</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ Первый</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Играть</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Вперёд ▶</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>Последний ▶|</translation>
    </message>
    <message>
        <source>Round back</source>
        <translation>Раунд назад</translation>
    </message>
    <message>
        <source>Round forward</source>
        <translation>Раунд вперёд</translation>
    </message>
    <message>
        <source>of {runs} (0 to {last})</source>
        <translation>из {runs} (от 0 до {last})</translation>
    </message>
    <message>
        <source>Tracing run {run}…</source>
        <translation>Трассировка заезда {run}…</translation>
    </message>
    <message>
        <source>{label}, one stage of the rally&apos;s race: its legs before and after are raced too</source>
        <translation>{label}, один спецучасток гонки по ралли: спецучастки до и после тоже проезжаются</translation>
    </message>
    <message>
        <source>Cannot replay: {reason}</source>
        <translation>Повтор невозможен: {reason}</translation>
    </message>
    <message>
        <source>Test drive first (Ctrl+T, 1-6 players): then step through one of its runs here.</source>
        <translation>Сначала тест-драйв (Ctrl+T, 1-6 игроков): затем пошагово просмотрите здесь один из заездов.</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Пауза</translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <source>Car</source>
        <translation>Машина</translation>
    </message>
    <message>
        <source>Dice rolled</source>
        <translation>Брошенные кубики</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Клетки</translation>
    </message>
    <message>
        <source>Gear</source>
        <translation>Передача</translation>
    </message>
    <message>
        <source>Time card</source>
        <translation>Карта времени</translation>
    </message>
    <message>
        <source>Control</source>
        <translation>Управление</translation>
    </message>
    <message>
        <source>Gear token</source>
        <translation>Жетон передачи</translation>
    </message>
    <message>
        <source>, leader dice</source>
        <translation>, кубики лидера</translation>
    </message>
    <message>
        <source>, plan changed by the cars around</source>
        <translation>, план изменён из-за машин рядом</translation>
    </message>
    <message>
        <source>LOSS OF CONTROL: {card}</source>
        <translation>ПОТЕРЯ УПРАВЛЕНИЯ: {card}</translation>
    </message>
    <message>
        <source>, damage {tokens}</source>
        <translation>, повреждения {tokens}</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>сохранено</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>stays in {cell}</source>
        <translation>остаётся в {cell}</translation>
    </message>
    <message>
        <source>Which run of the test drive to replay (the same run `pacenote drive --trace --trace-run N` prints)</source>
        <translation>Какой заезд тест-драйва показать (тот же, что печатает `pacenote drive --trace --trace-run N`)</translation>
    </message>
    <message>
        <source>Rounds: drag to a round to see where the cars were at its end (Alt+PgUp / Alt+PgDown: a round back / forward)</source>
        <translation>Раунды: перетащите к раунду, чтобы увидеть, где были машины в его конце (Alt+PgUp / Alt+PgDown: раунд назад / вперёд)</translation>
    </message>
    <message>
        <source>car</source>
        <translation>машина</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>клетка</translation>
    </message>
    <message>
        <source>where</source>
        <translation>где</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Заезд</translation>
    </message>
    <message>
        <source>Cars after this turn</source>
        <translation>Машины после этого хода</translation>
    </message>
    <message>
        <source>The turn as `pacenote drive --trace` prints it</source>
        <translation>Ход так, как его печатает `pacenote drive --trace`</translation>
    </message>
    <message>
        <source>round {n} of {count}</source>
        <translation>раунд {n} из {count}</translation>
    </message>
    <message>
        <source>{label}: round {round}, turn {n} of {count} (turn {index} of {turns} in the race)</source>
        <translation>{label}: раунд {round}, ход {n} из {count} (ход {index} из {turns} в гонке)</translation>
    </message>
</context>
<context>
    <name>Severity</name>
    <message>
        <source>no problems</source>
        <translation>проблем нет</translation>
    </message>
</context>
<context>
    <name>StagePanel</name>
    <message>
        <source>Figures</source>
        <translation>Показатели</translation>
    </message>
    <message>
        <source>Boxes needed</source>
        <translation>Нужно коробок</translation>
    </message>
    <message>
        <source>Placed</source>
        <translation>Выложено</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Длина</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Покрытие</translation>
    </message>
    <message>
        <source>Danger</source>
        <translation>Опасность</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Класс</translation>
    </message>
    <message>
        <source>Playing time</source>
        <translation>Время игры</translation>
    </message>
    <message>
        <source>gravel</source>
        <translation>гравий</translation>
    </message>
    <message>
        <source>asphalt</source>
        <translation>асфальт</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>low</source>
        <translation>низкая</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>средний</translation>
    </message>
    <message>
        <source>high</source>
        <translation>высокая</translation>
    </message>
    <message>
        <source>short</source>
        <translation>короткий</translation>
    </message>
    <message>
        <source>long</source>
        <translation>длинный</translation>
    </message>
    <message>
        <source>being counted…</source>
        <translation>подсчёт…</translation>
    </message>
    <message>
        <source>rally&apos;s</source>
        <translation>ралли</translation>
    </message>
    <message>
        <source>own</source>
        <translation>свои</translation>
    </message>
    <message>
        <source>{need} ({whose} {boxes}: short of tile {short})</source>
        <translation>{need} ({whose} {boxes}: не хватает фрагментов {short})</translation>
    </message>
    <message>
        <source>no course yet</source>
        <translation>маршрута пока нет</translation>
    </message>
    <message>
        <source>– (once START → FINISH is complete)</source>
        <translation>– (когда START → FINISH будет полным)</translation>
    </message>
    <message>
        <source>Stage name (titles the PDF and picture)</source>
        <translation>Название спецучастка (заголовок PDF и изображения)</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <source>Notes: anything players should know</source>
        <translation>Заметки: всё, что игрокам нужно знать</translation>
    </message>
    <message>
        <source>or box names: dirt-core,dirt-110-percent</source>
        <translation>или названия коробок: dirt-core,dirt-110-percent</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Коробки</translation>
    </message>
    <message>
        <source>The boxes, by name (docs/tiles.md, Boxes), comma-separated, NAME:COUNT for several copies: each counts its own pieces; empty: the count above</source>
        <translation>Коробки с фрагментами, по названиям (docs/tiles.md, Boxes), через запятую, НАЗВАНИЕ:ЧИСЛО для нескольких экземпляров: каждая считает свои детали; пусто: число выше</translation>
    </message>
    <message>
        <source>The rally file&apos;s boxes: copies of the tile box the organisers have (the Rally dock&apos;s Boxes; a change is a rally change)</source>
        <translation>Коробки файла ралли: сколько коробок с фрагментами у организаторов (Коробки панели «Ралли»; изменение — это изменение ралли)</translation>
    </message>
    <message>
        <source>How many game boxes you own: tiles per box × boxes can be placed; the palette shows how many are left</source>
        <translation>Сколько у вас коробок игры: можно выложить фрагменты на коробку × коробки; палитра показывает, сколько осталось</translation>
    </message>
    <message>
        <source> (the boxes named below count)</source>
        <translation> (считаются коробки, указанные ниже)</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>pacenote editor</source>
        <translation>редактор pacenote</translation>
    </message>
    <message>
        <source>Build a Rallyman: DIRT stage from the game&apos;s tiles, check it and test-drive it.</source>
        <translation>Соберите спецучасток Rallyman: DIRT из фрагментов игры, проверьте и опробуйте его.</translation>
    </message>
    <message>
        <source>New stage</source>
        <translation>Новый спецучасток</translation>
    </message>
    <message>
        <source>New rally</source>
        <translation>Новое ралли</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Открыть…</translation>
    </message>
    <message>
        <source>Import Rekee / .rgt…</source>
        <translation>Импорт Rekee / .rgt…</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Открыть недавние</translation>
    </message>
    <message>
        <source>Open an example</source>
        <translation>Открыть пример</translation>
    </message>
    <message>
        <source>Open an example rally</source>
        <translation>Открыть пример ралли</translation>
    </message>
    <message>
        <source>No recent files yet</source>
        <translation>Недавних файлов пока нет</translation>
    </message>
    <message>
        <source>No examples here (a source checkout has them)</source>
        <translation>Примеров нет (они есть в исходном коде)</translation>
    </message>
    <message>
        <source>No example rallies here (a source checkout has them)</source>
        <translation>Примеров ралли нет (они есть в исходном коде)</translation>
    </message>
</context>
<context>
    <name>TestDriveController</name>
    <message>
        <source>AI driver for the test drive</source>
        <translation>ИИ-пилот тест-драйва</translation>
    </message>
    <message>
        <source>Solo time trials, or races with 2 or more players (by default {solo} and {races}, as pacenote drive)</source>
        <translation>Одиночные заезды на время или гонки с 2 и более игроками (по умолчанию {solo} и {races}, как pacenote drive)</translation>
    </message>
    <message>
        <source>Same seed, same dice, same result</source>
        <translation>То же зерно — те же кубики и тот же результат</translation>
    </message>
    <message>
        <source>Whole rally</source>
        <translation>Всё ралли</translation>
    </message>
    <message>
        <source>Test &amp;drive</source>
        <translation>&amp;Тест-драйв</translation>
    </message>
    <message>
        <source>&amp;Cancel test drive</source>
        <translation>&amp;Отменить тест-драйв</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>&amp;Heat map (test drive)</source>
        <translation>&amp;Тепловая карта (тест-драйв)</translation>
    </message>
    <message>
        <source>&amp;Congestion map (race)</source>
        <translation>Карта &amp;заторов (гонка)</translation>
    </message>
    <message>
        <source>Test drive</source>
        <translation>Тест-драйв</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Пилот</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Заезды</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Cannot test-drive: {reason}</source>
        <translation>Тест-драйв невозможен: {reason}</translation>
    </message>
    <message>
        <source>, {n} players</source>
        <translation>, игроков: {n}</translation>
    </message>
    <message>
        <source>, the whole rally ({n} stages)</source>
        <translation>, всё ралли (спецучастков: {n})</translation>
    </message>
    <message>
        <source>This test drive&apos;s figures, heat map and replay are {label}&apos;s; show {label} to see them (nothing has changed since).</source>
        <translation>Данные, тепловая карта и повтор этого тест-драйва относятся к {label}; откройте {label}, чтобы их увидеть (с тех пор ничего не изменилось).</translation>
    </message>
    <message>
        <source>Stale: the stage has changed since this test drive.</source>
        <translation>Устарело: спецучасток изменился после этого тест-драйва.</translation>
    </message>
    <message>
        <source>Test drive cancelled</source>
        <translation>Тест-драйв отменён</translation>
    </message>
    <message>
        <source>Test drive failed: {reason}</source>
        <translation>Тест-драйв не удался: {reason}</translation>
    </message>
    <message>
        <source>Test drive (Ctrl+T)</source>
        <translation>Тест-драйв (Ctrl+T)</translation>
    </message>
    <message>
        <source>Test drive needs a complete course: {reason}</source>
        <translation>Для тест-драйва нужен полный маршрут: {reason}</translation>
    </message>
</context>
<context>
    <name>TileItem</name>
    <message>
        <source>service park</source>
        <translation>сервисная зона</translation>
    </message>
    <message>
        <source>flat out</source>
        <translation>газ в пол</translation>
    </message>
    <message>
        <source>Next tile here: click to place the selected palette tile</source>
        <translation>Следующий фрагмент здесь: щёлкните, чтобы положить фрагмент, выбранный в палитре</translation>
    </message>
    <message>
        <source>Open end: click to continue the course here</source>
        <translation>Открытый конец: щёлкните, чтобы продолжить маршрут здесь</translation>
    </message>
</context>
<context>
    <name>TokenMenu</name>
    <message>
        <source>Mud spray</source>
        <translation>Брызги грязи</translation>
    </message>
    <message>
        <source>Chicane with a speed limit</source>
        <translation>Шикана с ограничением скорости</translation>
    </message>
    <message>
        <source>Chicane</source>
        <translation>Шикана</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Вода</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Трамплин</translation>
    </message>
    <message>
        <source>Climb: ascent</source>
        <translation>Подъём: вверх</translation>
    </message>
    <message>
        <source>Climb: descent</source>
        <translation>Подъём: вниз</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Облако</translation>
    </message>
    <message>
        <source>Oxygen</source>
        <translation>Кислород</translation>
    </message>
    <message>
        <source>Joker lap: entrance</source>
        <translation>Джокер-круг: въезд</translation>
    </message>
    <message>
        <source>Joker lap: exit</source>
        <translation>Джокер-круг: выезд</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Финиш</translation>
    </message>
    <message>
        <source>Rotate clockwise</source>
        <translation>Повернуть по часовой</translation>
    </message>
    <message>
        <source>Rotate counter-clockwise</source>
        <translation>Повернуть против часовой</translation>
    </message>
    <message>
        <source>Flip to the other side</source>
        <translation>Перевернуть на другую сторону</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Place {tile} here</source>
        <translation>Положить {tile} сюда</translation>
    </message>
    <message>
        <source>Turn the {name} token</source>
        <translation>Повернуть жетон «{name}»</translation>
    </message>
    <message>
        <source>Remove the {name} token</source>
        <translation>Убрать жетон «{name}»</translation>
    </message>
    <message>
        <source>Add token here</source>
        <translation>Добавить жетон сюда</translation>
    </message>
</context>
<context>
    <name>TokenPalette</name>
    <message>
        <source>Drag onto a tile, or double-click to lay it on the selected tile</source>
        <translation>Перетащите на фрагмент или дважды щёлкните, чтобы положить на выбранный фрагмент</translation>
    </message>
</context>
</TS>
