<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>pacenote</name>
    <message>
        <location filename="../../cli/__init__.py" line="71"/>
        <source>pacenote: error: {message}</source>
        <translation>pacenote: error: {message}</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="76"/>
        <source>Usage:</source>
        <translation>Uso:</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="76"/>
        <source>Show this message and exit.</source>
        <translation>Muestra este mensaje y sale.</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="76"/>
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="77"/>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="77"/>
        <source>Commands</source>
        <translation>Órdenes</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="77"/>
        <source>[default: {}]</source>
        <translation>[por defecto: {}]</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="77"/>
        <source>[required]</source>
        <translation>[obligatorio]</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="78"/>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="174"/>
        <source>[default: off]</source>
        <translation>[por defecto: desactivado]</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="255"/>
        <source>Build, check, test-drive and export Rallyman: DIRT stages.</source>
        <translation>Monta, comprueba, prueba y exporta Tramos de Rallyman: DIRT.</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="257"/>
        <source>Show the version and exit.</source>
        <translation>Muestra la versión y sale.</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="259"/>
        <source>Language of the output: en, es, it, pl, ru, fr or de (default: the locale's, LANG).</source>
        <translation>Idioma de la salida: en, es, it, pl, ru, fr o de (por defecto: el de la configuración regional, LANG).</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="263"/>
        <source>Files named on the command line may come from this folder only: a symlink leading out of it is not read (default: the current folder).</source>
        <translation>Los archivos nombrados en la línea de órdenes solo pueden venir de esta carpeta: no se lee un enlace simbólico que salga de ella (por defecto: la carpeta actual).</translation>
    </message>
    <message>
        <location filename="../../cli/app.py" line="268"/>
        <source>Read named files through symlinks leading out of the --root folder.</source>
        <translation>Lee los archivos nombrados a través de enlaces simbólicos que salen de la carpeta --root.</translation>
    </message>
    <message>
        <location filename="../../cli/boxes.py" line="10"/>
        <source>The boxes you own: box names, comma-separated (dirt-core,dirt-110-percent; NAME:COUNT for several copies), or a count N: N copies of the box of each tileset the stage uses (rallies say their own). An unknown name is refused with the list of known ones.</source>
        <translation>Las cajas que tienes: nombres de caja separados por comas (dirt-core,dirt-110-percent; NOMBRE:CANTIDAD para varias copias), o una cantidad N: N copias de la caja de cada juego de losetas que usa el Tramo (los rallies dicen las suyas). Un nombre desconocido se rechaza con la lista de los conocidos.</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="32"/>
        <source>Convert a stage between pacenote (.stage.json), Rekee (.json) and .rgt.</source>
        <translation>Convierte un Tramo entre pacenote (.stage.json), Rekee (.json) y .rgt.</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="33"/>
        <source>Stage file to read (.stage.json, .json, .rgt).</source>
        <translation>Archivo de Tramo que leer (.stage.json, .json, .rgt).</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="34"/>
        <source>File to write.</source>
        <translation>Archivo que escribir.</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="36"/>
        <source>Output format. [default: from the output file name]</source>
        <translation>Formato de salida. [por defecto: según el nombre del archivo de salida]</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="38"/>
        <source>Allow overwriting the input file, or a read-only file.</source>
        <translation>Permite sobrescribir el archivo de entrada, o un archivo de solo lectura.</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="42"/>
        <source>is the input file; use --force to overwrite it</source>
        <translation>es el archivo de entrada; usa --force para sobrescribirlo</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="47"/>
        <source>wrote {path} ({format}): {tiles}, {tokens}</source>
        <translation>escrito {path} ({format}): {tiles}, {tokens}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/convert.py" line="49"/>
        <source>{n} token</source>
        <comment>{n} tokens</comment>
        <translation>
            <numerusform>{n} ficha</numerusform>
            <numerusform>{n} fichas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="53"/>
        <source>; {source} was {how}</source>
        <translation>; {source} estaba {how}</translation>
    </message>
    <message>
        <location filename="../../cli/convert.py" line="54"/>
        <source>; not representable: {what}</source>
        <translation>; no representable: {what}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="61"/>
        <source>[default: the file's option, else the GT ruleset's: on]</source>
        <translation>[por defecto: la opción del archivo, si no, la del reglamento GT: on]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="62"/>
        <source>[default: the file's option, else the GT ruleset's: dry]</source>
        <translation>[por defecto: la opción del archivo, si no, la del reglamento GT: dry]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="63"/>
        <source>[default: the file's option, else the GT ruleset's: bag]</source>
        <translation>[por defecto: la opción del archivo, si no, la del reglamento GT: bag]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="64"/>
        <source>GT: a weather token drawn flips every dashboard (on), or is put back and another drawn (off). {default}</source>
        <translation>GT: una ficha de meteorología robada da la vuelta a cada Panel de control (on), o se devuelve y se roba otra (off). {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="66"/>
        <source>GT: the weather at the start of the race (each car starts on the tyres that suit it). {default}</source>
        <translation>GT: el tiempo al inicio de la carrera (cada coche sale con los neumáticos que le convienen). {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="69"/>
        <source>GT: weather tokens drawn go back into the bag, or stay aside for the rest of the race. {default}</source>
        <translation>GT: las fichas de meteorología robadas vuelven a la bolsa, o quedan aparte el resto de la carrera. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="75"/>
        <source>[default: the rally file's option, else the ruleset's: off]</source>
        <translation>[por defecto: la opción del archivo de rally, si no la del reglamento: desactivada]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="76"/>
        <source>[default: the rally file's option, else the ruleset's: on]</source>
        <translation>[por defecto: la opción del archivo de rally, si no la del reglamento: activada]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="77"/>
        <source>[default: the rally file's option, else the ruleset's: once]</source>
        <translation>[por defecto: la opción del archivo de rally, si no la del reglamento: once]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="78"/>
        <source>A circuit race (GT, or DIRT tiles round the RX 401): laps. [default: the circuit file's, else 1]</source>
        <translation>Una carrera en circuito (GT, o losetas DIRT alrededor de la RX 401): vueltas. [por defecto: las del archivo del circuito, si no 1]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="80"/>
        <source>An RX circuit's joker branch: every car takes it once per race, or free (a road like any other). {default}</source>
        <translation>La rama del joker de un circuito RX: cada coche la toma una vez por carrera, o libre (free: una carretera como cualquier otra). {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="86"/>
        <source>Extra -1 mud token(s) on a course tile, numbered from 1 as pacenote graph numbers them (TOKENS: 1 if left out). Repeatable. [default: none]</source>
        <translation>Fichas de barro -1 extra en una loseta del recorrido, numerada desde 1 como la numera pacenote graph (TOKENS: 1 si se omite). Repetible. [por defecto: ninguna]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="101"/>
        <source>unknown driver {name}; choose from {names}</source>
        <translation>piloto desconocido {name}; elige entre {names}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="119"/>
        <source>{item} is not COURSE_TILE[=TOKENS] (COURSE_TILE 1 or more, as pacenote graph numbers the tiles; TOKENS 1 or more)</source>
        <translation>{item} no es COURSE_TILE[=TOKENS] (COURSE_TILE 1 o más, como pacenote graph numera las losetas; TOKENS 1 o más)</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="127"/>
        <source>Test-drive a stage solo, race cars on it, or race a whole rally.

STAGE alone: time trials of one car; with --players N: N cars race on it; RALLY: the
cars race every stage. The report gives pace, risk, hot spots and, with several cars,
traffic and the play duration.</source>
        <translation>Prueba un Tramo en solitario, haz correr coches en él o corre un rally entero.

STAGE solo: contrarrelojes de un coche en el Tramo; con --players N: N coches corren una carrera en él; RALLY: los coches corren cada Tramo. El informe da el ritmo, el riesgo, los puntos calientes y, con varios coches, el tráfico y la duración de la partida.</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="130"/>
        <source>Stage file (.stage.json, Rekee .json, .rgt) or rally file (.rally.json).</source>
        <translation>Archivo de Tramo (.stage.json, Rekee .json, .rgt) o de rally (.rally.json).</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="133"/>
        <source>Solo time trials, or races / rallies. [default: 1000 time trials, 200 races or rallies]</source>
        <translation>Contrarrelojes en solitario, o carreras / rallies. [por defecto: 1000 contrarrelojes, 200 carreras o rallies]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="137"/>
        <source>Cars in the race. [default: 1 for a stage (a solo time trial); for a rally the rally file's players, else 4]</source>
        <translation>Coches en la carrera. [por defecto: 1 para un Tramo (una contrarreloj en solitario); para un rally los jugadores del archivo de rally, si no 4]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="141"/>
        <source>Advanced rule: 5-second penalty tokens to change the next start order. {default}</source>
        <translation>Regla avanzada: fichas de penalización de 5 segundos para cambiar el siguiente orden de salida. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="143"/>
        <source>Seed: same seed, same report.</source>
        <translation>Semilla: misma semilla, mismo informe.</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="145"/>
        <source>One of: {names}.</source>
        <translation>Uno de: {names}.</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="147"/>
        <source>Print the report as JSON.</source>
        <translation>Imprime el informe como JSON.</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="149"/>
        <source>Also print one run turn by turn (run 0, or --trace-run).</source>
        <translation>Imprime también una carrera turno a turno (la 0, o --trace-run).</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="152"/>
        <source>Which run to trace (implies --trace). [default: 0 with --trace]</source>
        <translation>Qué carrera seguir (implica --trace). [por defecto: 0 con --trace]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="154"/>
        <source>Worker processes (same report).</source>
        <translation>Procesos de trabajo (mismo informe).</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="156"/>
        <source>A ruleset JSON file instead of the shipped DIRT one. [default: the shipped DIRT ruleset]</source>
        <translation>Un archivo JSON de reglas en lugar del de DIRT incluido. [por defecto: las reglas de DIRT incluidas]</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="160"/>
        <source>Advanced rule: gear 2 straight from 0. {default}</source>
        <translation>Regla avanzada: marcha 2 directamente desde 0. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="164"/>
        <source>Advanced rule: brake dice as gas in top gear. {default}</source>
        <translation>Regla avanzada: dados de frenos como gas en la marcha más alta. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="167"/>
        <source>Advanced rule: SISU token once per stage/rally, or off. {default}</source>
        <translation>Regla avanzada: ficha SISU una vez por Tramo/rally, o desactivada. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="171"/>
        <source>Solo driver leads every round on gravel (leader dice); off = single stage without leader dice. {default}</source>
        <translation>El piloto en solitario lidera cada ronda en tierra (dados de líder); desactivado = Tramo único sin dados de líder. {default}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="199"/>
        <source>only for a circuit, not a rally</source>
        <translation>solo para un circuito, no para un rally</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="210"/>
        <source>only for a GT circuit or a rally of GT circuits</source>
        <translation>solo para un circuito GT o un rally de circuitos GT</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="238"/>
        <source>{cars} players, and a test drive races 1 to {most} cars: pass --players 1 to {most}</source>
        <translation>{cars} jugadores, y una prueba corre una carrera de 1 a {most} coches: pasa --players de 1 a {most}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="260"/>
        <source>only for a circuit (a course round a start-finish piece: GT 102 or RX 401)</source>
        <translation>solo para un circuito (un recorrido alrededor de una pieza de salida-meta: GT 102 o RX 401)</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="296"/>
        <source>cannot drive: {reason}</source>
        <translation>no se puede conducir: {reason}</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="314"/>
        <source>Run {run} turn by turn</source>
        <translation>Carrera {run} turno a turno</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="315"/>
        <source>(seed {seed}, {driver})</source>
        <translation>(semilla {seed}, {driver})</translation>
    </message>
    <message>
        <location filename="../../cli/drive.py" line="368"/>
        <source>Run {run} round by round</source>
        <translation>Carrera {run} ronda a ronda</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="21"/>
        <source>GT rules</source>
        <translation>reglas GT</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="22"/>
        <source>DIRT rules: pacenote's reading, no DIRT rulebook covers circuits</source>
        <translation>reglas DIRT: la lectura de pacenote, ningún reglamento DIRT trata los circuitos</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="23"/>
        <source>the GT book's "Build your own track": a short race of 15 pieces x 1 lap takes 30 min for 4 players</source>
        <translation>«Construye tu propio circuito» del reglamento GT: una carrera corta de 15 piezas x 1 vuelta dura 30 min para 4 jugadores</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="27"/>
        <source>driver</source>
        <comment>race table column</comment>
        <translation>piloto</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="27"/>
        <source>place</source>
        <comment>race table column</comment>
        <translation>puesto</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="28"/>
        <source>wins</source>
        <comment>race table column</comment>
        <translation>victorias</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="28"/>
        <source>laps led</source>
        <comment>race table column</comment>
        <translation>vueltas en cabeza</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="29"/>
        <source>rounds led</source>
        <comment>race table column</comment>
        <translation>rondas en cabeza</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="29"/>
        <source>pit stops</source>
        <comment>race table column</comment>
        <translation>paradas en boxes</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="30"/>
        <source>losses of control</source>
        <comment>race table column</comment>
        <translation>pérdidas de control</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="31"/>
        <source>overtakes</source>
        <comment>race table column</comment>
        <translation>adelantamientos</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="31"/>
        <source>blocked</source>
        <comment>race table column</comment>
        <translation>bloqueado</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="32"/>
        <source>mean</source>
        <comment>race table column</comment>
        <translation>media</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="33"/>
        <source>sd</source>
        <comment>race table column</comment>
        <translation>desv.</translation>
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
        <translation>adelantamientos</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="36"/>
        <source>crashes</source>
        <comment>race table column</comment>
        <translation>accidentes</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="37"/>
        <source>retired</source>
        <comment>race table column</comment>
        <translation>abandonos</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="38"/>
        <source>stage</source>
        <comment>race table column</comment>
        <translation>Tramo</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="38"/>
        <source>cell</source>
        <comment>race table column</comment>
        <translation>casilla</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="39"/>
        <source>tile</source>
        <comment>race table column</comment>
        <translation>loseta</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="40"/>
        <source>traffic</source>
        <comment>race table column</comment>
        <translation>tráfico</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="53"/>
        <source>{races} of {cars} over {laps} ({rules}), driver {driver}, seed {seed}</source>
        <translation>{races} de {cars} a {laps} ({rules}), piloto {driver}, semilla {seed}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="55"/>
        <source>{n} car</source>
        <comment>{n} cars</comment>
        <translation>
            <numerusform>{n} coche</numerusform>
            <numerusform>{n} coches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="56"/>
        <source>{n} lap</source>
        <comment>{n} laps</comment>
        <translation>
            <numerusform>{n} vuelta</numerusform>
            <numerusform>{n} vueltas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="58"/>
        <source>race length</source>
        <translation>duración de la carrera</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="58"/>
        <source>{rounds} rounds, {turns} car-turns per race</source>
        <translation>{rounds} rondas, {turns} turnos de coche por carrera</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="61"/>
        <source>play duration</source>
        <translation>duración de la partida</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="61"/>
        <source>about {minutes} min at the table for {players}, simulated; the book's guidance: about {book} min for {book_players} players ({pieces}, {laps}), from {guidance}</source>
        <translation>unos {minutes} min en la mesa para {players}, simulado; la indicación del reglamento: unos {book} min para {book_players} jugadores ({pieces}, {laps}), según {guidance}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="66"/>
        <source>{n} piece</source>
        <comment>{n} pieces</comment>
        <translation>
            <numerusform>{n} pieza</numerusform>
            <numerusform>{n} piezas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="68"/>
        <source>traffic</source>
        <translation>tráfico</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="68"/>
        <source>{overtakes} overtakes, {blocked} turns blocked by cars per race</source>
        <translation>{overtakes} adelantamientos, {blocked} turnos bloqueados por coches por carrera</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="72"/>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="72"/>
        <source>every car takes the joker branch once per race</source>
        <translation>cada coche toma la rama del joker una vez por carrera</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="73"/>
        <source>the joker branch is a road like any other (rules option joker: free)</source>
        <translation>la rama del joker es una carretera como cualquier otra (opción de reglas joker: free)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="77"/>
        <source>Per driver, per race (grid drawn at random: the first drawn on pole)</source>
        <translation>Por piloto, por carrera (parrilla sorteada: el primero sorteado en la pole)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="97"/>
        <source>{n} player</source>
        <comment>{n} players</comment>
        <translation>
            <numerusform>{n} jugador</numerusform>
            <numerusform>{n} jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="98"/>
        <source>{n} rally</source>
        <comment>{n} rallies</comment>
        <translation>
            <numerusform>{n} rally</numerusform>
            <numerusform>{n} rallies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="99"/>
        <source>{n} race</source>
        <comment>{n} races</comment>
        <translation>
            <numerusform>{n} carrera</numerusform>
            <numerusform>{n} carreras</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="100"/>
        <source>{runs} of {cars}, driver {driver}, seed {seed}; {stages}</source>
        <translation>{runs} de {cars}, piloto {driver}, semilla {seed}; {stages}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="103"/>
        <source>stage {names}</source>
        <comment>stages {names}</comment>
        <translation>
            <numerusform>Tramo {names}</numerusform>
            <numerusform>Tramos {names}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="106"/>
        <source>about {minutes} min at the table for {players}, simulated ({turns} car-turns, {rounds} rounds)</source>
        <translation>unos {minutes} min en la mesa para {players}, simulado ({turns} turnos de coche, {rounds} rondas)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="111"/>
        <source>rulebook</source>
        <translation>reglamento</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="111"/>
        <source>playing time about {minutes} min for these stages and {players}: the simulation is {note}</source>
        <translation>tiempo de juego de unos {minutes} min para estos Tramos y {players}: la simulación está {note}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="115"/>
        <source>mean {time} per driver</source>
        <translation>media {time} por piloto</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="117"/>
        <source>{overtakes} overtakes, {blocked} turns blocked by cars {per}</source>
        <translation>{overtakes} adelantamientos, {blocked} turnos bloqueados por coches {per}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="120"/>
        <source>retirements</source>
        <translation>abandonos</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="123"/>
        <source>service</source>
        <translation>asistencia</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="123"/>
        <source>{repairs} repaired per car</source>
        <translation>{repairs} reparado por coche</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="124"/>
        <source>after {stage}: {kinds}</source>
        <translation>después de {stage}: {kinds}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="129"/>
        <source>Per driver (first start order drawn at random)</source>
        <translation>Por piloto (primer orden de salida sorteado)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="141"/>
        <source>{times} and {damage} (tokens {per})</source>
        <translation>{times} y {damage} (fichas {per})</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="146"/>
        <source>damage carried</source>
        <comment>race table column</comment>
        <translation>daño arrastrado</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="154"/>
        <source>Congestion hot spots (blocked by cars, or plan changed by traffic)</source>
        <translation>Puntos de congestión (bloqueados por coches, o plan cambiado por el tráfico)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="166"/>
        <source>lap time</source>
        <translation>tiempo de vuelta</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="167"/>
        <source>one lap of a circuit on the DIRT rules: pacenote's reading, no DIRT rulebook covers circuits</source>
        <translation>una vuelta de un circuito con las reglas DIRT: la lectura de pacenote, ningún reglamento DIRT trata los circuitos</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="173"/>
        <source>focus tokens</source>
        <translation>fichas de concentración</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="174"/>
        <source>spin (0)</source>
        <translation>trompo (0)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="174"/>
        <source>off track (00)</source>
        <translation>salida de pista (00)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="177"/>
        <source>cell</source>
        <comment>drive table column</comment>
        <translation>casilla</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="177"/>
        <source>tile</source>
        <comment>drive table column</comment>
        <translation>loseta</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="178"/>
        <source>hex</source>
        <comment>drive table column</comment>
        <translation>hex</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="178"/>
        <source>losses</source>
        <comment>drive table column</comment>
        <translation>pérdidas</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="179"/>
        <source>per run</source>
        <comment>drive table column</comment>
        <translation>por carrera</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="179"/>
        <source>crashes</source>
        <comment>drive table column</comment>
        <translation>accidentes</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="181"/>
        <source>gravel</source>
        <comment>dashboard column</comment>
        <translation>tierra</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="181"/>
        <source>gravel_leader</source>
        <comment>dashboard column</comment>
        <translation>tierra (dados de Líder)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="182"/>
        <source>asphalt</source>
        <comment>dashboard column</comment>
        <translation>asfalto</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="182"/>
        <source>snow</source>
        <comment>dashboard column</comment>
        <translation>nieve</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="195"/>
        <source>runs</source>
        <translation>carreras</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="220"/>
        <source>{runs} solo runs, driver {driver}, seed {seed}</source>
        <translation>{runs} carreras en solitario, piloto {driver}, semilla {seed}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="222"/>
        <source> (GT solo time trial: one lap, gear-token times)</source>
        <translation> (contrarreloj GT en solitario: una vuelta, tiempos de fichas de marcha)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="225"/>
        <source> (exact)</source>
        <translation> (exacto)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="226"/>
        <source>{n} per run</source>
        <translation>{n} por carrera</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="228"/>
        <source>finished</source>
        <translation>terminadas</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="228"/>
        <source>{finished}/{runs} runs</source>
        <translation>{finished}/{runs} carreras</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="230"/>
        <source>retired {n}</source>
        <translation>abandonos {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="231"/>
        <source>stuck {n}</source>
        <translation>bloqueados {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="234"/>
        <source>mean {time}</source>
        <translation>media {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="236"/>
        <source>runs {time}</source>
        <translation>carreras {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="240"/>
        <source>stage time</source>
        <translation>tiempo del Tramo</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="240"/>
        <source>(runs)</source>
        <translation>(carreras)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="242"/>
        <source>(expert's expected time)</source>
        <translation>(tiempo esperado del experto)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="243"/>
        <source>turns</source>
        <translation>turnos</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="244"/>
        <source>in the runs: </source>
        <translation>en las carreras: </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="245"/>
        <source>losses of control</source>
        <translation>pérdidas de control</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="247"/>
        <source>damage drawn</source>
        <translation>daños robados</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="250"/>
        <source>shortcuts</source>
        <translation>atajos</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="250"/>
        <source>{entries} entries in {runs} runs</source>
        <translation>{entries} entradas en {runs} carreras</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="256"/>
        <source>per run (exact)</source>
        <translation>por carrera (exacto)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="257"/>
        <source>damage</source>
        <translation>daño</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="258"/>
        <source>shortcuts {entries} entries, {share} of runs</source>
        <translation>atajos {entries} entradas, {share} de las carreras</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="260"/>
        <source>seconds tokens</source>
        <translation>fichas de Segundos</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="261"/>
        <source>{n} left per run on average</source>
        <translation>{n} sobrantes por carrera de media</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="264"/>
        <source>dashboard</source>
        <translation>Panel de control</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/drivereport.py" line="264"/>
        <source>{columns} column: DEFAULT values, not printed in the rulebook (a --ruleset file overrides them)</source>
        <comment>{columns} columns: DEFAULT values, not printed in the rulebook (a --ruleset file overrides them)</comment>
        <translation>
            <numerusform>columna {columns}: valores POR DEFECTO, no impresos en el reglamento (un archivo --ruleset los sustituye)</numerusform>
            <numerusform>columnas {columns}: valores POR DEFECTO, no impresos en el reglamento (un archivo --ruleset los sustituye)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="268"/>
        <source>{names} and {last}</source>
        <translation>{names} y {last}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="270"/>
        <source>blocked turns</source>
        <translation>turnos bloqueados</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="270"/>
        <source>{n} (no die could enter a cell ahead)</source>
        <translation>{n} (ningún dado podía entrar en una casilla de delante)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="272"/>
        <source>spare wheel / SISU</source>
        <translation>rueda de repuesto / SISU</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="272"/>
        <source>{spare} / {sisu} runs</source>
        <translation>{spare} / {sisu} carreras</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="275"/>
        <source>Lap time distribution</source>
        <translation>Distribución de tiempos de vuelta</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="276"/>
        <source>Stage time distribution</source>
        <translation>Distribución de tiempos del Tramo</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="278"/>
        <source>Hot spots (losses of control by cell)</source>
        <translation>Puntos críticos (pérdidas de control por casilla)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="279"/>
        <source>Hot spots (per run: exact)</source>
        <translation>Puntos críticos (por carrera: exacto)</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="17"/>
        <source>Open the desktop editor (PySide6): a stage, or a rally with a tab per stage.</source>
        <translation>Abre el editor de escritorio (PySide6): un Tramo, o un rally con una pestaña por Tramo.</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="20"/>
        <source>Stage or rally file to open (.stage.json, .rally.json, Rekee .json, .rgt). [default: none: the start page]</source>
        <translation>Archivo de Tramo o de rally que abrir (.stage.json, .rally.json, Rekee .json, .rgt). [por defecto: ninguno: la página de inicio]</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="24"/>
        <source>Render the editor window offscreen to this PNG file and exit. [default: none: open the window]</source>
        <translation>Dibuja la ventana del editor fuera de pantalla en este archivo PNG y sale. [por defecto: ninguno: abre la ventana]</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="28"/>
        <source>With --screenshot: test-drive the stage first (heat map and figures). [default: no test drive]</source>
        <translation>Con --screenshot: prueba antes el Tramo (mapa de calor y cifras). [por defecto: sin prueba]</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="31"/>
        <source>With --drive: the AI driver.</source>
        <translation>Con --drive: el piloto IA.</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="33"/>
        <source>With --drive: the seed.</source>
        <translation>Con --drive: la semilla.</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="36"/>
        <source>With --screenshot: select the first finding with this code. [default: none]</source>
        <translation>Con --screenshot: selecciona el primer hallazgo con este código. [por defecto: ninguno]</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="39"/>
        <source>With --screenshot: replace a read-only output file.</source>
        <translation>Con --screenshot: sustituye un archivo de salida de solo lectura.</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="42"/>
        <source>pacenote edit (the desktop editor)</source>
        <translation>pacenote edit (el editor de escritorio)</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="49"/>
        <source>only with --screenshot</source>
        <translation>solo con --screenshot</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="57"/>
        <source>cannot write {what}: the screenshot is a PNG: use .png</source>
        <translation>no se puede escribir {what}: la captura es un PNG: usa .png</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="65"/>
        <source>wrote {path}</source>
        <translation>escrito {path}</translation>
    </message>
    <message>
        <location filename="../../cli/edit.py" line="68"/>
        <source>no display (DISPLAY and WAYLAND_DISPLAY are unset); use --screenshot OUT.png to render the editor offscreen</source>
        <translation>no hay pantalla (DISPLAY y WAYLAND_DISPLAY no están definidas); usa --screenshot OUT.png para dibujar el editor fuera de pantalla</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="25"/>
        <source>Export a stage's build guide, a rally booklet, or a rally director's bundle.

A stage: its print-ready build guide. A rally: a booklet (cover, one build guide per
stage, the rally sheet), or with -o DIR/ the bundle a rally director prints or shares.</source>
        <translation>Exporta la guía de montaje de un Tramo, un cuaderno de rally o el paquete del director de rally.

Un Tramo: su guía de montaje lista para imprimir. Un rally: un cuaderno (portada, una guía de montaje por Tramo, la hoja de rally), o con -o DIR/ el paquete que un director de rally imprime o comparte.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="31"/>
        <source>File to write: .pdf (every page), .svg or .png (one page); or a folder (DIR/) for the whole bundle: booklet, stage files, pictures, pick list, index.html.</source>
        <translation>Archivo que escribir: .pdf (todas las páginas), .svg o .png (una página); o una carpeta (DIR/) para el paquete entero: cuaderno, archivos de Tramo, imágenes, lista de losetas, index.html.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="36"/>
        <source>Print each stage's par time: the expert driver runs it RUNS times. [default: no par time]</source>
        <translation>Imprime el tiempo de referencia de cada Tramo: el piloto experto lo corre RUNS veces. [por defecto: sin tiempo de referencia]</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="40"/>
        <source>Players: rally sheet columns and playing time. [default: the rally file's players, else {columns} columns and times for 4]</source>
        <translation>Jugadores: columnas de la hoja de rally y tiempo de juego. [por defecto: los jugadores del archivo de rally, si no {columns} columnas y tiempos para 4]</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="45"/>
        <source>Deprecated: the old name of --players.</source>
        <translation>Obsoleto: el nombre antiguo de --players.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="46"/>
        <source>Seed of the par-time runs.</source>
        <translation>Semilla de las carreras del tiempo de referencia.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="48"/>
        <source>Replace a read-only output file.</source>
        <translation>Sustituye un archivo de salida de solo lectura.</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="57"/>
        <source>pacenote: warning: --drivers is deprecated: use --players (the same number)</source>
        <translation>pacenote: aviso: --drivers está obsoleto: usa --players (el mismo número)</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="60"/>
        <source>--players {players} and --drivers {drivers} disagree</source>
        <translation>--players {players} y --drivers {drivers} no coinciden</translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="74"/>
        <source>pacenote: warning: {warning}</source>
        <translation>pacenote: aviso: {warning}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="77"/>
        <source>wrote {path}: {n} page</source>
        <comment>wrote {path}: {n} pages</comment>
        <translation>
            <numerusform>escrito {path}: {n} página</numerusform>
            <numerusform>escrito {path}: {n} páginas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="94"/>
        <source>wrote {path}/: {files} files ({pages}-page PDF, {stages}, index.html)</source>
        <translation>escrito {path}/: {files} archivos (PDF de {pages} páginas, {stages}, index.html)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="97"/>
        <source>{n} stage</source>
        <comment>{n} stages</comment>
        <translation>
            <numerusform>{n} Tramo</numerusform>
            <numerusform>{n} Tramos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="21"/>
        <source>Generate a stage (DIRT), a circuit (GT) or a rally that meets a brief.

Every stage written validates with 0 errors and 0 warnings and drives to the finish;
the report says, point by point, the target and what was achieved. A brief that
cannot be met is one line naming the point and the nearest achievable value (exit 1).</source>
        <translation>Genera un Tramo (DIRT), un circuito (GT) o un rally que cumpla un encargo.

Cada Tramo escrito se valida con 0 errores y 0 avisos y se puede conducir hasta la meta; el informe dice, punto por punto, el objetivo y lo conseguido. Un encargo imposible es una línea que nombra el punto y el valor alcanzable más cercano (salida 1).</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="23"/>
        <source>File to write: a stage (*.stage.json), or with --rally a rally (*.rally.json) with its stage files beside it. With --count K the other candidates go to NAME-2.stage.json, ...</source>
        <translation>Archivo que escribir: un Tramo (*.stage.json), o con --rally un rally (*.rally.json) con sus archivos de Tramo al lado. Con --count K los demás candidatos van a NAME-2.stage.json, ...</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="27"/>
        <source>Boxes owned, e.g. dirt-core or dirt-core:2,dirt-rx (gt-core: a GT circuit).</source>
        <translation>Cajas que tienes, p. ej. dirt-core o dirt-core:2,dirt-rx (gt-core: un circuito GT).</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="30"/>
        <source>Length class by the rulebook: short, medium or long. [default: medium unless --tiles]</source>
        <translation>Clase de longitud del reglamento: short, medium o long. [por defecto: medium salvo con --tiles]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="33"/>
        <source>Road tiles START to FINISH (instead of --class). [default: by --class]</source>
        <translation>Losetas de carretera de START a FINISH (en lugar de --class). [por defecto: según --class]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="35"/>
        <source>easy, medium or hard: the expert's par and losses of control per tile (the generate guide in the docs). [default: medium unless --par]</source>
        <translation>easy, medium o hard: el tiempo de referencia del experto y sus pérdidas de control por loseta (la guía de generate en la documentación). [por defecto: medium salvo con --par]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="38"/>
        <source>The expert's par time wanted, M:SS (within 10 s). [default: by --difficulty]</source>
        <translation>El tiempo de referencia del experto que se busca, M:SS (a 10 s). [por defecto: según --difficulty]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="41"/>
        <source>Features wanted: jumps,fords,shortcuts,slides. [default: none]</source>
        <translation>Elementos deseados (saltos, vados, atajos, derrapes): jumps,fords,shortcuts,slides. [por defecto: ninguno]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="43"/>
        <source>Features banned. [default: none]</source>
        <translation>Elementos prohibidos. [por defecto: ninguno]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="45"/>
        <source>Terrain mix of the road tiles, where the boxes allow: gravel,asphalt,snow (equal shares) or gravel:60,asphalt:40 (shares; within 15 % of the tiles). [default: any terrain]</source>
        <translation>Mezcla de firmes de las losetas de carretera, si las cajas lo permiten: gravel,asphalt,snow (partes iguales) o gravel:60,asphalt:40 (proporciones; a un 15 % de las losetas). [por defecto: cualquier firme]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="49"/>
        <source>Players (playing time; one-car rows count against from 5).</source>
        <translation>Jugadores (tiempo de juego; las filas de un coche penalizan desde 5).</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="51"/>
        <source>Table size WIDTHxDEPTH in cm, e.g. 120x80: the laid stage must fit. [default: any size]</source>
        <translation>Tamaño de la mesa ANCHOxFONDO en cm, p. ej. 120x80: el Tramo montado debe caber. [por defecto: cualquier tamaño]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="53"/>
        <source>Same seed, same stages.</source>
        <translation>Misma semilla, mismos Tramos.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="55"/>
        <source>Distinct candidates to write, ranked by how well they meet the brief.</source>
        <translation>Candidatos distintos que escribir, ordenados por lo bien que cumplen el encargo.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="57"/>
        <source>Seconds the search may take (a rally: per stage). [default: 30]</source>
        <translation>Segundos que puede durar la búsqueda (un rally: por Tramo). [por defecto: 30]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="59"/>
        <source>No service park after the FINISH.</source>
        <translation>Sin Parque de Asistencia después del FINISH.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="61"/>
        <source>Stage or rally name. [default: "Generated stage (seed N)"]</source>
        <translation>Nombre del Tramo o del rally. [por defecto: "Generated stage (seed N)"]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="62"/>
        <source>Make a whole rally.</source>
        <translation>Crea un rally entero.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="64"/>
        <source>Rally: number of stages.</source>
        <translation>Rally: número de Tramos.</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="66"/>
        <source>Rally: service after these stages, e.g. after:1,2 (default: after each stage but the last).</source>
        <translation>Rally: asistencia después de estos Tramos, p. ej. after:1,2 (por defecto: después de cada Tramo salvo el último).</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="69"/>
        <source>Rally: simulated play duration wanted (within 15 %). [default: the rulebook's playing time of the stages]</source>
        <translation>Rally: duración de partida simulada deseada (a un 15 %). [por defecto: el tiempo de juego del reglamento para los Tramos]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="72"/>
        <source>GT circuit: laps of the race. [default: by the GT class guidelines]</source>
        <translation>Circuito GT: vueltas de la carrera. [por defecto: según la guía de clases de GT]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="74"/>
        <source>Also write the rally director's bundle of what was generated into this folder (booklet, stage files, pictures, pick list, index.html), as pacenote export -o DIR/ does. [default: no bundle]</source>
        <translation>Escribe también en esta carpeta el paquete del director de rally con lo generado (cuaderno, archivos de Tramo, imágenes, lista de losetas, index.html), como hace pacenote export -o DIR/. [por defecto: sin paquete]</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="97"/>
        <source>give --class or --tiles, not both</source>
        <translation>da --class o --tiles, no ambos</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="115"/>
        <source>--rally: a GT race is one circuit (give DIRT boxes for a rally)</source>
        <translation>--rally: una carrera GT es un solo circuito (da cajas DIRT para un rally)</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="132"/>
        <source>pacenote: cannot meet the brief: {problem}</source>
        <translation>pacenote: no se puede cumplir el encargo: {problem}</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="155"/>
        <source>, score {score}</source>
        <translation>, puntuación {score}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="157"/>
        <source>only {n} distinct candidate within the budget ({seconds} s)</source>
        <comment>only {n} distinct candidates within the budget ({seconds} s)</comment>
        <translation>
            <numerusform>solo {n} candidato distinto dentro del presupuesto ({seconds} s)</numerusform>
            <numerusform>solo {n} candidatos distintos dentro del presupuesto ({seconds} s)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="163"/>
        <source>skipped (no tileset models them yet): tiles {tiles}</source>
        <translation>omitidas (ningún juego de losetas las modela aún): losetas {tiles}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="165"/>
        <source>{n} exact drive</source>
        <comment>{n} exact drives</comment>
        <translation>
            <numerusform>{n} recorrido exacto</numerusform>
            <numerusform>{n} recorridos exactos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="166"/>
        <source>searched {seconds} s, {drives}, {n} finalist refused by the validators</source>
        <comment>searched {seconds} s, {drives}, {n} finalists refused by the validators</comment>
        <translation>
            <numerusform>búsqueda de {seconds} s, {drives}, {n} finalista rechazado por los validadores</numerusform>
            <numerusform>búsqueda de {seconds} s, {drives}, {n} finalistas rechazados por los validadores</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="177"/>
        <source>{losses} losses/run, </source>
        <translation>{losses} pérdidas/recorrido, </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="178"/>
        <source>{label}: {n} tile, par {par}, {risk}{footprint}</source>
        <comment>{label}: {n} tiles, par {par}, {risk}{footprint}</comment>
        <translation>
            <numerusform>{label}: {n} loseta, par {par}, {risk}{footprint}</numerusform>
            <numerusform>{label}: {n} losetas, par {par}, {risk}{footprint}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="203"/>
        <source>{label}: {n} piece x {laps}, {race_class}, {footprint} (turned {angle}°)</source>
        <comment>{label}: {n} pieces x {laps}, {race_class}, {footprint} (turned {angle}°)</comment>
        <translation>
            <numerusform>{label}: {n} pieza x {laps}, {race_class}, {footprint} (girado {angle}°)</numerusform>
            <numerusform>{label}: {n} piezas x {laps}, {race_class}, {footprint} (girado {angle}°)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="215"/>
        <source>{point} the GT race engine is not there yet: no par for a circuit (--difficulty and --par do not apply)</source>
        <translation>{point} el motor de carreras GT aún no existe: no hay par para un circuito (--difficulty y --par no se aplican)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="218"/>
        <source>searched {seconds} s, {n} piece list tried</source>
        <comment>searched {seconds} s, {n} piece lists tried</comment>
        <translation>
            <numerusform>búsqueda de {seconds} s, {n} lista de piezas probada</numerusform>
            <numerusform>búsqueda de {seconds} s, {n} listas de piezas probadas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="242"/>
        <source>--rally writes a rally file: -o NAME.rally.json</source>
        <translation>--rally escribe un archivo de rally: -o NOMBRE.rally.json</translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="257"/>
        <source>, service after</source>
        <translation>, asistencia después</translation>
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
            <numerusform>escrito {path}: {n} Tramo, asistencia después de {after}</numerusform>
            <numerusform>escrito {path}: {n} Tramos, asistencia después de {after}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/generate.py" line="270"/>
        <source>none</source>
        <comment>service after</comment>
        <translation>ninguno</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="271"/>
        <source>{n} round</source>
        <comment>{n} rounds</comment>
        <translation>
            <numerusform>{n} ronda</numerusform>
            <numerusform>{n} rondas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/generate.py" line="272"/>
        <source>{minutes} min simulated, {n} player ({rounds})</source>
        <comment>{minutes} min simulated, {n} players ({rounds})</comment>
        <translation>
            <numerusform>{minutes} min simulados, {n} jugador ({rounds})</numerusform>
            <numerusform>{minutes} min simulados, {n} jugadores ({rounds})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="53"/>
        <source>Show the course (tiles in driving order) and its cell graph.</source>
        <translation>Muestra el recorrido (losetas en orden de conducción) y su grafo de casillas.</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="55"/>
        <source>Stage file (.stage.json, Rekee .json, .rgt).</source>
        <translation>Archivo de Tramo (.stage.json, Rekee .json, .rgt).</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="56"/>
        <source>Print machine-readable JSON.</source>
        <translation>Imprime JSON legible por máquina.</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="73"/>
        <source>{name}: course in driving order</source>
        <translation>{name}: recorrido en orden de conducción</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="82"/>
        <source>reversed</source>
        <translation>invertida</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="82"/>
        <source>as printed</source>
        <translation>como está impresa</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="85"/>
        <source>cells: {cells}  graph nodes: {nodes}  edges: {edges}</source>
        <translation>casillas: {cells}  nodos del grafo: {nodes}  aristas: {edges}</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="88"/>
        <source>fewest dice from start to finish: {n} (with jumps {jumps})</source>
        <translation>menos dados de la salida a la meta: {n} (con saltos {jumps})</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="90"/>
        <source>fewest dice from start to finish: the finish cannot be reached</source>
        <translation>menos dados de la salida a la meta: no se puede llegar a la meta</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="94"/>
        <source>not one clean chain from START to FINISH</source>
        <translation>no es una cadena limpia de START a FINISH</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="95"/>
        <source>(run `pacenote validate` for details)</source>
        <translation>(ejecuta `pacenote validate` para más detalles)</translation>
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
        <translation>loseta</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="99"/>
        <source>hex</source>
        <comment>graph table column</comment>
        <translation>hex</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="99"/>
        <source>rot</source>
        <comment>graph table column</comment>
        <translation>rot</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="100"/>
        <source>enters</source>
        <comment>graph table column</comment>
        <translation>entra</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="100"/>
        <source>leaves</source>
        <comment>graph table column</comment>
        <translation>sale</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="101"/>
        <source>direction</source>
        <comment>graph table column</comment>
        <translation>sentido</translation>
    </message>
    <message>
        <location filename="../../cli/graph.py" line="101"/>
        <source>cells</source>
        <comment>graph table column</comment>
        <translation>casillas</translation>
    </message>
    <message>
        <location filename="../../cli/inputs.py" line="65"/>
        <source>a symlink leading outside the current folder: not read (pass --follow-symlinks to read it, or --root to name the folder files may come from)</source>
        <translation>un enlace simbólico que sale de la carpeta actual: no se lee (pasa --follow-symlinks para leerlo, o --root para nombrar la carpeta de la que pueden venir los archivos)</translation>
    </message>
    <message>
        <location filename="../../cli/inputs.py" line="68"/>
        <source>a symlink leading outside the --root folder: not read (pass --follow-symlinks to read it, or --root to name the folder files may come from)</source>
        <translation>un enlace simbólico que sale de la carpeta de --root: no se lee (pasa --follow-symlinks para leerlo, o --root para nombrar la carpeta de la que pueden venir los archivos)</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="20"/>
        <source>Arrange a tile list into a stage: a chain, or a GT circuit.

A DIRT list becomes one clean chain START → … → FINISH (+ service park); a GT list with
102 becomes a closed circuit (+ pit stop beside it).</source>
        <translation>Ordena una lista de losetas en un Tramo: una cadena, o un circuito GT.

Una lista DIRT se convierte en una cadena limpia START → … → FINISH (+ Parque de Asistencia); una lista GT con 102 se convierte en un circuito cerrado (+ boxes al lado).</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="22"/>
        <source>Tile sides, e.g. 202a 205b 210a ... or "1 x 202a" entries as the rulebook prints them.</source>
        <translation>Caras de loseta, p. ej. 202a 205b 210a ... o entradas "1 x 202a" como las imprime el reglamento.</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="24"/>
        <source>Stage file to write.</source>
        <translation>Archivo de Tramo que escribir.</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="25"/>
        <source>Stage name. [default: none]</source>
        <translation>Nombre del Tramo. [por defecto: ninguno]</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="26"/>
        <source>Try another arrangement.</source>
        <translation>Prueba otra disposición.</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="30"/>
        <source>GT circuit: laps of the race. [default: not written in the file]</source>
        <translation>Circuito GT: vueltas de la carrera. [por defecto: no se escriben en el archivo]</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="35"/>
        <source>Time to search for the most compact layout; then the best found so far is kept (it says how far it came).</source>
        <translation>Tiempo para buscar la disposición más compacta; después se queda la mejor encontrada (dice hasta dónde llegó).</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="57"/>
        <source>only for a GT circuit (a list with the start-finish piece 102)</source>
        <translation>solo para un circuito GT (una lista con la pieza de salida-meta 102)</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="62"/>
        <source>tile list: {problem}</source>
        <translation>lista de losetas: {problem}</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="65"/>
        <source>wrote {path}: {tiles} in {shape} ({reached})</source>
        <translation>escrito {path}: {tiles} en {shape} ({reached})</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="67"/>
        <source>a closed circuit</source>
        <translation>un circuito cerrado</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="67"/>
        <source>one chain</source>
        <translation>una cadena</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="68"/>
        <source>{reached}: the most compact of those</source>
        <translation>{reached}: la más compacta de ellas</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="73"/>
        <source>Print the stage's tiles as the rulebook lists them (1 x 210b), by box.</source>
        <translation>Imprime las losetas del Tramo como las lista el reglamento (1 x 210b), por caja.</translation>
    </message>
    <message>
        <location filename="../../cli/layout.py" line="74"/>
        <source>Stage file.</source>
        <translation>Archivo de Tramo.</translation>
    </message>
    <message>
        <location filename="../../cli/outputs.py" line="25"/>
        <source>{problem} (pass --force to replace it)</source>
        <translation>{problem} (pasa --force para reemplazarlo)</translation>
    </message>
    <message>
        <location filename="../../cli/outputs.py" line="40"/>
        <source>cannot write: {folder} is a file, not a folder</source>
        <translation>no se puede escribir: {folder} es un archivo, no una carpeta</translation>
    </message>
    <message>
        <location filename="../../cli/outputs.py" line="43"/>
        <source>no such folder {folder}: create it first (pacenote does not create folders for an output)</source>
        <translation>no existe la carpeta {folder}: créala primero (pacenote no crea carpetas para una salida)</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="30"/>
        <source>start</source>
        <comment>tile kind</comment>
        <translation>salida</translation>
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
        <translation>asistencia</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="31"/>
        <source>straight</source>
        <comment>tile kind</comment>
        <translation>recta</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="32"/>
        <source>bend</source>
        <comment>tile kind</comment>
        <translation>curva</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="32"/>
        <source>corner</source>
        <comment>tile kind</comment>
        <translation>curva cerrada</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="33"/>
        <source>s-bend</source>
        <comment>tile kind</comment>
        <translation>curva en S</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="33"/>
        <source>wavy</source>
        <comment>tile kind</comment>
        <translation>ondulada</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="34"/>
        <source>pit</source>
        <comment>tile kind</comment>
        <translation>boxes</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="34"/>
        <source>start-finish</source>
        <comment>tile kind</comment>
        <translation>salida-meta</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="35"/>
        <source>junction</source>
        <comment>tile kind</comment>
        <translation>cruce en T</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="35"/>
        <source>separate</source>
        <comment>tile kind</comment>
        <translation>separadas</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="36"/>
        <source>crossing</source>
        <comment>tile kind</comment>
        <translation>cruce</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="36"/>
        <source>scenery</source>
        <comment>tile kind</comment>
        <translation>decorado</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="37"/>
        <source>parallel</source>
        <comment>tile kind</comment>
        <translation>paralelas</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="37"/>
        <source>underpass</source>
        <comment>tile kind</comment>
        <translation>paso inferior</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="38"/>
        <source>none</source>
        <comment>danger</comment>
        <translation>ninguno</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="38"/>
        <source>low</source>
        <comment>danger</comment>
        <translation>bajo</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="39"/>
        <source>medium</source>
        <comment>danger</comment>
        <translation>medio</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="39"/>
        <source>high</source>
        <comment>danger</comment>
        <translation>alto</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="40"/>
        <source>start line</source>
        <translation>línea de salida</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="40"/>
        <source>finish line</source>
        <translation>línea de meta</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="41"/>
        <source>start-finish line</source>
        <translation>línea de salida-meta</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="42"/>
        <source>repair</source>
        <comment>pit service</comment>
        <translation>reparación</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="42"/>
        <source>tyres</source>
        <comment>pit service</comment>
        <translation>neumáticos</translation>
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
        <translation>tipo</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="44"/>
        <source>edges</source>
        <comment>tiles table</comment>
        <translation>lados</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="45"/>
        <source>danger</source>
        <comment>tiles table</comment>
        <translation>peligro</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="46"/>
        <source>cells</source>
        <comment>tiles table</comment>
        <translation>casillas</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="47"/>
        <source>limits</source>
        <comment>tiles table</comment>
        <translation>límites</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="48"/>
        <source>features</source>
        <comment>tiles table</comment>
        <translation>elementos</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="55"/>
        <source>Tileset: a shipped name (dirt-core, dirt-exp-3xx, gt-core, gt-exp) or a tileset file (.json).</source>
        <translation>Juego de losetas: un nombre incluido (dirt-core, dirt-exp-3xx, gt-core, gt-exp) o un archivo de juego de losetas (.json).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="57"/>
        <source>Pixels per hex radius in PNG output (SVG: nominal size).</source>
        <translation>Píxeles por radio de hex en la salida PNG (SVG: tamaño nominal).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="74"/>
        <source>unknown tile side {id} in tileset {tileset} (sides {known})</source>
        <translation>cara de loseta desconocida {id} en el juego de losetas {tileset} (caras {known})</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="151"/>
        <source>pit stop: {lanes}</source>
        <translation>parada en boxes: {lanes}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="153"/>
        <source>{n} grid box</source>
        <comment>{n} grid boxes</comment>
        <translation>
            <numerusform>{n} casilla de parrilla</numerusform>
            <numerusform>{n} casillas de parrilla</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="156"/>
        <source>doubled inner lane</source>
        <translation>carril interior doble</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="158"/>
        <source>dotted {limits}</source>
        <translation>punteado {limits}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="163"/>
        <source>{n} slide row</source>
        <comment>{n} slide rows</comment>
        <translation>
            <numerusform>{n} fila de derrape</numerusform>
            <numerusform>{n} filas de derrape</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="164"/>
        <source>jump ^{n}</source>
        <translation>salto ^{n}</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="165"/>
        <source>ford</source>
        <translation>vado</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="167"/>
        <source>shortcut {limit}</source>
        <translation>atajo {limit}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="169"/>
        <source>climb plates on {n} line</source>
        <comment>climb plates on {n} lines</comment>
        <translation>
            <numerusform>placas de subida en {n} línea</numerusform>
            <numerusform>placas de subida en {n} líneas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="178"/>
        <source>{danger} danger</source>
        <translation>peligro {danger}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="181"/>
        <source>{n} cell</source>
        <comment>{n} cells</comment>
        <translation>
            <numerusform>{n} casilla</numerusform>
            <numerusform>{n} casillas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="183"/>
        <source>limits {limits}</source>
        <translation>límites {limits}</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="188"/>
        <source>List the tile sides of a tileset: table, JSON, or a picture gallery.</source>
        <translation>Lista las caras de loseta de un juego de losetas: tabla, JSON o galería de imágenes.</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="190"/>
        <source>Tile sides to show (default: all).</source>
        <translation>Caras de loseta que mostrar (por defecto: todas).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="191"/>
        <source>One JSON object per side.</source>
        <translation>Un objeto JSON por cara.</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="193"/>
        <source>With --json: 'cells' lists every cell's kind and polygon (tile-local, circumradius 1, y up) instead of counting the road cells.</source>
        <translation>Con --json: 'cells' lista el tipo y el polígono de cada casilla (locales a la loseta, radio 1, y hacia arriba) en lugar de contar las casillas de carretera.</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="196"/>
        <source>Write one PNG per side and index.html to DIR. [default: none: print a table]</source>
        <translation>Escribe un PNG por cara e index.html en DIR. [por defecto: ninguno: imprime una tabla]</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="199"/>
        <source>With --gallery: draw measured outlines (a tile-shapes .json: road, shortcuts, cell lines per side) over each side. [default: none]</source>
        <translation>Con --gallery: dibuja contornos medidos (un .json de formas de loseta: carretera, atajos, líneas de casilla por cara) sobre cada cara. [por defecto: ninguno]</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="209"/>
        <source>--geometry goes with --json</source>
        <translation>--geometry va con --json</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="211"/>
        <source>--overlay goes with --gallery</source>
        <translation>--overlay va con --gallery</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="214"/>
        <source>--json and --gallery do not go together</source>
        <translation>--json y --gallery no van juntos</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="216"/>
        <source>pacenote tiles --gallery (PNG pictures)</source>
        <translation>pacenote tiles --gallery (imágenes PNG de las losetas)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="219"/>
        <source>wrote {n} tile picture and {index}</source>
        <comment>wrote {n} tile pictures and {index}</comment>
        <translation>
            <numerusform>escrita {n} imagen de loseta y {index}</numerusform>
            <numerusform>escritas {n} imágenes de losetas y {index}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="237"/>
        <source>{title} ({n} side)</source>
        <comment>{title} ({n} sides)</comment>
        <translation>
            <numerusform>{title} ({n} cara)</numerusform>
            <numerusform>{title} ({n} caras)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="256"/>
        <source>missing: expected a list of sides</source>
        <translation>falta: se esperaba una lista de caras</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="261"/>
        <source>expected an 'id' and a 'road' outline (a list of at least 3 [x, y] points)</source>
        <translation>se esperaba un 'id' y un contorno 'road' (una lista de al menos 3 puntos [x, y])</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="266"/>
        <source>expected a list of at least 3 [x, y] points</source>
        <translation>se esperaba una lista de al menos 3 puntos [x, y]</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="311"/>
        <source>notes</source>
        <comment>tile gallery</comment>
        <translation>notas</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="313"/>
        <source>tile side {id}</source>
        <translation>cara de loseta {id}</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="321"/>
        <source>{title}: tile gallery</source>
        <translation>{title}: galería de losetas</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tiles.py" line="332"/>
        <source>{n} tile side of tileset {tileset}, drawn by {command}.</source>
        <comment>{n} tile sides of tileset {tileset}, drawn by {command}.</comment>
        <translation>
            <numerusform>{n} cara de loseta del juego {tileset}, dibujada por {command}.</numerusform>
            <numerusform>{n} caras de loseta del juego {tileset}, dibujadas por {command}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="346"/>
        <source>Draw a stage or one tile side to SVG or PNG (chosen by the output's extension).</source>
        <translation>Dibuja un Tramo o una cara de loseta en SVG o PNG (según la extensión de la salida).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="348"/>
        <source>Stage file to draw (.stage.json, Rekee .json, .rgt).</source>
        <translation>Archivo de Tramo que dibujar (.stage.json, Rekee .json, .rgt).</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="350"/>
        <source>Draw one tile side, e.g. 210a. [default: none: draw STAGE]</source>
        <translation>Dibuja una cara de loseta, p. ej. 210a. [por defecto: ninguna: dibuja el Tramo STAGE]</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="352"/>
        <source>Output file; .svg or .png.</source>
        <translation>Archivo de salida; .svg o .png.</translation>
    </message>
    <message>
        <location filename="../../cli/tiles.py" line="362"/>
        <source>render needs a STAGE file or --tile ID (exactly one of them)</source>
        <translation>render necesita un archivo de Tramo (STAGE) o --tile ID (exactamente uno de los dos)</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="22"/>
        <source>{value} is not a valid integer.</source>
        <translation>{value} no es un número entero válido.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="23"/>
        <source>{value} is not a valid int range.</source>
        <translation>{value} no es un número entero válido.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="24"/>
        <source>{value} is not a valid float.</source>
        <translation>{value} no es un número válido.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="25"/>
        <source>{value} is not a valid float range.</source>
        <translation>{value} no es un número válido.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="26"/>
        <source>{value} is not a valid boolean. Recognized values: {values}</source>
        <translation>{value} no es un booleano válido. Valores reconocidos: {values}</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="27"/>
        <source>{value} is not in the range {range}.</source>
        <translation>{value} no está en el intervalo {range}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="28"/>
        <source>{value} is not one of {choices}.</source>
        <translation>{value} no es uno de {choices}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="29"/>
        <source>File {path} does not exist.</source>
        <translation>El archivo {path} no existe.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="30"/>
        <source>Directory {path} does not exist.</source>
        <translation>La carpeta {path} no existe.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="31"/>
        <source>Path {path} does not exist.</source>
        <translation>La ruta {path} no existe.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="32"/>
        <source>File {path} is a directory.</source>
        <translation>El archivo {path} es una carpeta.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="33"/>
        <source>Directory {path} is a file.</source>
        <translation>La carpeta {path} es un archivo.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="34"/>
        <source>Path {path} is not readable.</source>
        <translation>La ruta {path} no se puede leer.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="35"/>
        <source>File {path} is not readable.</source>
        <translation>El archivo {path} no se puede leer.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="36"/>
        <source>Directory {path} is not readable.</source>
        <translation>La carpeta {path} no se puede leer.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="37"/>
        <source>No such option: {name}</source>
        <translation>No existe la opción: {name}</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="38"/>
        <source>No such command {name}.</source>
        <translation>No existe el comando {name}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="39"/>
        <source>Missing command.</source>
        <translation>Falta el comando.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="40"/>
        <source>Option {name} requires an argument.</source>
        <translation>La opción {name} necesita un argumento.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="41"/>
        <source>Option {name} requires {n} arguments.</source>
        <translation>La opción {name} necesita {n} argumentos.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="42"/>
        <source>Option {name} does not take a value.</source>
        <translation>La opción {name} no lleva valor.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="43"/>
        <source>Got unexpected extra argument(s) ({args})</source>
        <translation>Argumento(s) de más inesperado(s) ({args})</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="44"/>
        <source>Argument {name} takes {n} values.</source>
        <translation>El argumento {name} lleva {n} valores.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="47"/>
        <source>Invalid value for {param}: {problem}</source>
        <translation>Valor no válido para {param}: {problem}</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="47"/>
        <source>Invalid value: {problem}</source>
        <translation>Valor no válido: {problem}</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="48"/>
        <source>Missing argument {param}.</source>
        <translation>Falta el argumento {param}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="48"/>
        <source>Missing option {param}.</source>
        <translation>Falta la opción {param}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="49"/>
        <source>Missing parameter {param}.</source>
        <translation>Falta el parámetro {param}.</translation>
    </message>
    <message>
        <location filename="../../cli/usage.py" line="49"/>
        <source>{problem} (Possible options: {options})</source>
        <translation>{problem} (opciones posibles: {options})</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="154"/>
        <source>could not be checked ({error})</source>
        <translation>no se pudo comprobar ({error})</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="189"/>
        <source>Check stages and rallies: structure, playability, length.

Every finding has a stable code (see the validators' README in the pacenote
repository). Exit code 0: no errors; 1: errors; 2: a file could not be read.</source>
        <translation>Comprueba Tramos y rallies: estructura, jugabilidad, longitud.

Cada hallazgo tiene un código estable (ver el README de los validadores en el repositorio de pacenote). Código de salida 0: sin errores; 1: errores; 2: no se pudo leer un archivo.</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="192"/>
        <source>Stage files (.stage.json, Rekee .json, .rgt), rallies (.rally.json), or folders searched for them.</source>
        <translation>Archivos de Tramo (.stage.json, Rekee .json, .rgt), rallies (.rally.json) o carpetas donde buscarlos.</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="196"/>
        <source>text (one line per finding), json, or github (annotations a GitHub pull request shows on the file and line).</source>
        <translation>text (una línea por hallazgo), json o github (anotaciones que un pull request de GitHub muestra en el archivo y la línea).</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="199"/>
        <source>Lowest severity to print: error, warning or info.</source>
        <translation>Gravedad mínima que imprimir: error, warning o info.</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="210"/>
        <source>{value}: expected text, json or github</source>
        <translation>{value}: se esperaba text, json o github</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="213"/>
        <source>{value}: expected error, warning or info</source>
        <translation>{value}: se esperaba error, warning o info</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="218"/>
        <source>pacenote: warning: {folder} holds no stage or rally files</source>
        <translation>pacenote: aviso: {folder} no contiene archivos de Tramo ni de rally</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="221"/>
        <source>pacenote: note: {file}: {note}</source>
        <translation>pacenote: nota: {file}: {note}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="258"/>
        <source>{n} error</source>
        <comment>{n} errors</comment>
        <translation>
            <numerusform>{n} error</numerusform>
            <numerusform>{n} errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="259"/>
        <source>{n} warning</source>
        <comment>{n} warnings</comment>
        <translation>
            <numerusform>{n} aviso</numerusform>
            <numerusform>{n} avisos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="260"/>
        <source>{n} info</source>
        <comment>{n} info</comment>
        <translation>
            <numerusform>{n} informativo</numerusform>
            <numerusform>{n} informativos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="262"/>
        <source>{n} file checked</source>
        <comment>{n} files checked</comment>
        <translation>
            <numerusform>{n} archivo comprobado</numerusform>
            <numerusform>{n} archivos comprobados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="263"/>
        <source>{n} file could not be read</source>
        <comment>{n} files could not be read</comment>
        <translation>
            <numerusform>{n} archivo no se pudo leer</numerusform>
            <numerusform>{n} archivos no se pudieron leer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="266"/>
        <source>{n} file with errors</source>
        <comment>{n} files with errors</comment>
        <translation>
            <numerusform>{n} archivo con errores</numerusform>
            <numerusform>{n} archivos con errores</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="268"/>
        <source>not every file could be checked</source>
        <translation>no se pudieron comprobar todos los archivos</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="269"/>
        <source>no errors</source>
        <translation>sin errores</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="270"/>
        <source>{files}: {counts} ({verdict})</source>
        <translation>{files}: {counts} ({verdict})</translation>
    </message>
    <message>
        <location filename="../../editor/__init__.py" line="88"/>
        <source>no {code} finding on this stage (found: {found})</source>
        <translation>ningún hallazgo {code} en este Tramo (encontrados: {found})</translation>
    </message>
    <message>
        <location filename="../../editor/__init__.py" line="95"/>
        <source>cannot test-drive: {reason}</source>
        <translation>no se puede hacer la prueba: {reason}</translation>
    </message>
    <message>
        <location filename="../../editor/__init__.py" line="101"/>
        <source>test drive failed</source>
        <translation>la prueba falló</translation>
    </message>
    <message>
        <location filename="../../editor/__init__.py" line="106"/>
        <source>cannot write the screenshot: {reason}</source>
        <translation>no se puede escribir la captura: {reason}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/app.py" line="349"/>
        <source> · {n} die to the finish</source>
        <comment> · {n} dice to the finish</comment>
        <translation>
            <numerusform> · {n} dado hasta la meta</numerusform>
            <numerusform> · {n} dados hasta la meta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/app.py" line="359"/>
        <source>circuit: closed loop, {n} lap</source>
        <comment>circuit: closed loop, {n} laps</comment>
        <translation>
            <numerusform>circuito: bucle cerrado, {n} vuelta</numerusform>
            <numerusform>circuito: bucle cerrado, {n} vueltas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/autosave.py" line="104"/>
        <source>names {files} for {stages}</source>
        <translation>nombra {files} para {stages}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/autosave.py" line="105"/>
        <source>{n} stage file</source>
        <comment>{n} stage files</comment>
        <translation>
            <numerusform>{n} archivo de tramo</numerusform>
            <numerusform>{n} archivos de tramo</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/autosave.py" line="148"/>
        <source>expected a JSON object</source>
        <translation>se esperaba un objeto JSON</translation>
    </message>
    <message>
        <location filename="../../editor/autosave.py" line="158"/>
        <source>not a recovery record ({reason})</source>
        <translation>no es un registro de recuperación ({reason})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_control.py" line="215"/>
        <source>Test drive: {n} run with the {driver} driver, seed {seed}</source>
        <comment>Test drive: {n} runs with the {driver} driver, seed {seed}</comment>
        <translation>
            <numerusform>Prueba: {n} carrera con el piloto {driver}, semilla {seed}</numerusform>
            <numerusform>Prueba: {n} carreras con el piloto {driver}, semilla {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_control.py" line="247"/>
        <source>Test drive done: {n} run in {seconds} s</source>
        <comment>Test drive done: {n} runs in {seconds} s</comment>
        <translation>
            <numerusform>Prueba hecha: {n} carrera en {seconds} s</numerusform>
            <numerusform>Prueba hecha: {n} carreras en {seconds} s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="55"/>
        <source>({finished} of {n} run)</source>
        <comment>({finished} of {n} runs)</comment>
        <translation>
            <numerusform>({finished} de {n} carrera)</numerusform>
            <numerusform>({finished} de {n} carreras)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="97"/>
        <source>{n} run · {driver} · seed {seed}</source>
        <comment>{n} runs · {driver} · seed {seed}</comment>
        <translation>
            <numerusform>{n} carrera · {driver} · semilla {seed}</numerusform>
            <numerusform>{n} carreras · {driver} · semilla {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="182"/>
        <source>{n} retirement</source>
        <comment>{n} retirements</comment>
        <translation>
            <numerusform>{n} abandono</numerusform>
            <numerusform>{n} abandonos</numerusform>
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
        <translation>cumple el encargo</translation>
    </message>
    <message>
        <location filename="../../editor/generate_dialog.py" line="108"/>
        <source>nearest to the brief</source>
        <translation>el más cercano al encargo</translation>
    </message>
    <message>
        <location filename="../../editor/generate_dialog.py" line="110"/>
        <source>{tiles}, par {par}
{risk} losses/run, {footprint}
{met}</source>
        <translation>{tiles}, tiempo de referencia {par}
{risk} pérdidas de control/carrera, {footprint}
{met}</translation>
    </message>
    <message>
        <location filename="../../editor/rally_files.py" line="81"/>
        <source>the stage file {file} is outside the rally's folder {folder}: a rally's stage files must lie in its folder or below (save or copy the stage there first)</source>
        <translation>el archivo de Tramo {file} está fuera de la carpeta del rally {folder}: los archivos de Tramo de un rally deben estar en su carpeta o debajo (guarda o copia antes el Tramo allí)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="81"/>
        <source>{n} box needed</source>
        <comment>{n} boxes needed</comment>
        <translation>
            <numerusform>{n} caja necesaria</numerusform>
            <numerusform>{n} cajas necesarias</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="84"/>
        <source>{n} tile placed</source>
        <comment>{n} tiles placed</comment>
        <translation>
            <numerusform>{n} loseta colocada</numerusform>
            <numerusform>{n} losetas colocadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="85"/>
        <source>{n} road tile</source>
        <comment>{n} road tiles</comment>
        <translation>
            <numerusform>{n} loseta de carretera</numerusform>
            <numerusform>{n} losetas de carretera</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="86"/>
        <source>{n} tile on the course</source>
        <comment>{n} tiles on the course</comment>
        <translation>
            <numerusform>{n} loseta en el recorrido</numerusform>
            <numerusform>{n} losetas en el recorrido</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="97"/>
        <source>~{minutes} min for {n} player</source>
        <comment>~{minutes} min for {n} players</comment>
        <translation>
            <numerusform>~{minutes} min para {n} jugador</numerusform>
            <numerusform>~{minutes} min para {n} jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="188"/>
        <source>box: the rally's</source>
        <comment>boxes: the rally's</comment>
        <translation>
            <numerusform>caja: las del rally</numerusform>
            <numerusform>cajas: las del rally</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="189"/>
        <source>box owned</source>
        <comment>boxes owned</comment>
        <translation>
            <numerusform>caja propia</numerusform>
            <numerusform>cajas propias</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/gtrace.py" line="92"/>
        <source>{n} weather token cancels out: the weather stays {weather}</source>
        <comment>{n} weather tokens cancel out: the weather stays {weather}</comment>
        <translation>
            <numerusform>{n} ficha de clima se anula: el clima sigue {weather}</numerusform>
            <numerusform>{n} fichas de clima se anulan: el clima sigue {weather}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="101"/>
        <source>weather change: the track is {weather} now, every dashboard flipped (the weather tokens back into the bag)</source>
        <translation>cambio de clima: el clima es ahora {weather}, se gira cada Panel de control (las fichas de clima vuelven a la bolsa)</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="105"/>
        <source>weather change: the track is {weather} now, every dashboard flipped (the weather tokens put aside)</source>
        <translation>cambio de clima: el clima es ahora {weather}, se gira cada Panel de control (las fichas de clima quedan apartadas)</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="125"/>
        <source>without weather: a weather token discarded, {token} drawn instead</source>
        <translation>sin clima: se descarta una ficha de clima y se roba {token} en su lugar</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="272"/>
        <source>tyres ({tyres} tyres on)</source>
        <translation>neumáticos (neumáticos {tyres} puestos)</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="273"/>
        <source>repair, every damage token back into the bag</source>
        <translation>reparación, todas las fichas de Daño vuelven a la bolsa</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="274"/>
        <source>repair and tyres ({tyres} tyres on), every damage token back into the bag</source>
        <translation>reparación y neumáticos (neumáticos {tyres} puestos), todas las fichas de Daño vuelven a la bolsa</translation>
    </message>
    <message>
        <location filename="../../engine/gtrace.py" line="276"/>
        <source>pit stop: {lane} (token {token})</source>
        <translation>parada en boxes: {lane} (ficha {token})</translation>
    </message>
    <message>
        <location filename="../../engine/race.py" line="284"/>
        <source>its cell is taken: it stays beside the road</source>
        <translation>su casilla está ocupada: se queda junto a la carretera</translation>
    </message>
    <message>
        <location filename="../../engine/race.py" line="326"/>
        <source>back from the pits ({lane}, token {token}): on its cell in gear 0, and moves on</source>
        <translation>vuelve de boxes ({lane}, ficha {token}): a su casilla en marcha 0, y sigue</translation>
    </message>
    <message>
        <location filename="../../engine/race.py" line="333"/>
        <source>off the track: its cell is taken, it loses this turn too</source>
        <translation>fuera de la pista: su casilla está ocupada, pierde también este turno</translation>
    </message>
    <message>
        <location filename="../../engine/race.py" line="334"/>
        <source>back on the track in gear 0 (the 00 turn is over: off the track or in the pits)</source>
        <translation>de vuelta en la pista en marcha 0 (el turno 00 ha terminado: fuera de la pista o en boxes)</translation>
    </message>
    <message>
        <location filename="../../engine/raceturn.py" line="171"/>
        <source>no gear die left: retires</source>
        <translation>no le queda ningún dado de marcha: abandona</translation>
    </message>
    <message>
        <location filename="../../engine/raceturn.py" line="234"/>
        <source>the cars ahead leave no way on</source>
        <translation>los coches de delante no dejan paso</translation>
    </message>
    <message>
        <location filename="../../engine/raceturn.py" line="257"/>
        <source>blocked: the cars ahead leave no way on; the move ends here</source>
        <translation>bloqueado: los coches de delante no dejan paso; el movimiento termina aquí</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="139"/>
        <source>rally time</source>
        <translation>tiempo de rally</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="139"/>
        <source>race time</source>
        <translation>tiempo de carrera</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="140"/>
        <source>damage carried out of stages without service</source>
        <translation>daño arrastrado fuera de Tramos sin asistencia</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="141"/>
        <source>damage carried out of the stage</source>
        <translation>daño arrastrado fuera del Tramo</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="142"/>
        <source>Stage times (mean)</source>
        <translation>Tiempos de Tramo (media)</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="142"/>
        <source>Stage time (mean)</source>
        <translation>Tiempo de Tramo (media)</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="143"/>
        <source>per rally</source>
        <translation>por rally</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="143"/>
        <source>per race</source>
        <translation>por carrera</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="406"/>
        <source>white</source>
        <comment>round marker</comment>
        <translation>blanca</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="406"/>
        <source>black</source>
        <comment>round marker</comment>
        <translation>negra</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="424"/>
        <source>{stage}: start order {cars}</source>
        <translation>{stage}: orden de salida {cars}</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="426"/>
        <source>(service park after)</source>
        <translation>(después, Parque de Asistencia)</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="433"/>
        <source>round {round} ({marker}): {cars}</source>
        <translation>ronda {round} ({marker}): {cars}</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="436"/>
        <source>round {round}: {cars}</source>
        <translation>ronda {round}: {cars}</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="439"/>
        <source>leader dice</source>
        <translation>dados de Líder</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="441"/>
        <source>plan changed by traffic</source>
        <translation>plan cambiado por el tráfico</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="449"/>
        <source>sheet #{car}: {stage} {time} ({outcome})</source>
        <translation>hoja #{car}: {stage} {time} ({outcome})</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="453"/>
        <source>incl. {seconds} s checkpoint</source>
        <translation>incl. {seconds} s de control</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="454"/>
        <source>damage carried: {tokens}</source>
        <translation>daño arrastrado: {tokens}</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="456"/>
        <source>spare wheel Y</source>
        <comment>rally sheet</comment>
        <translation>rueda de repuesto S</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="457"/>
        <source>spare wheel N</source>
        <comment>rally sheet</comment>
        <translation>rueda de repuesto N</translation>
    </message>
    <message>
        <location filename="../../engine/racing.py" line="458"/>
        <source>total {time} #{place}</source>
        <translation>total {time} #{place}</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="24"/>
        <source>beside road</source>
        <comment>car state</comment>
        <translation>junto a la carretera</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="24"/>
        <source>finished</source>
        <comment>car state</comment>
        <translation>en meta</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="25"/>
        <source>retired</source>
        <comment>car state</comment>
        <translation>retirado</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="25"/>
        <source>stuck</source>
        <comment>car state</comment>
        <translation>atascado</translation>
    </message>
    <message>
        <location filename="../../engine/replay.py" line="31"/>
        <source>cars: {cars}</source>
        <translation>coches: {cars}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="255"/>
        <source>(quick start)</source>
        <translation>(salida rápida)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="260"/>
        <source>jumps {n} from {cell}</source>
        <translation>salto {n} desde {cell}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="262"/>
        <source>(+{n}! track)</source>
        <translation>(+{n}! pista)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="275"/>
        <source>result: {outcome}, gear tokens {cards} s - focus tokens {seconds} = {time} s in {n} turn</source>
        <comment>result: {outcome}, gear tokens {cards} s - focus tokens {seconds} = {time} s in {n} turns</comment>
        <translation>
            <numerusform>resultado: {outcome}, fichas de marcha {cards} s - fichas de concentración {seconds} = {time} s en {n} turno</numerusform>
            <numerusform>resultado: {outcome}, fichas de marcha {cards} s - fichas de concentración {seconds} = {time} s en {n} turnos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="280"/>
        <source>result: {outcome}, cards {cards} s - seconds tokens {seconds} = {time} s in {n} turns</source>
        <comment>result: {outcome}, cards {cards} s - seconds tokens {seconds} = {time} s in {n} turns</comment>
        <translation>
            <numerusform>resultado: {outcome}, cartas {cards} s - fichas de Segundos {seconds} = {time} s en {n} turno</numerusform>
            <numerusform>resultado: {outcome}, cartas {cards} s - fichas de Segundos {seconds} = {time} s en {n} turnos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="289"/>
        <source>turn {turn}: {cell} ({tile}) in gear {gear}, {mode}</source>
        <translation>turno {turn}: {cell} ({tile}) en marcha {gear}, {mode}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="292"/>
        <source>plan: {steps}</source>
        <translation>plan: {steps}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="293"/>
        <source>rolled: {dice}</source>
        <translation>tirada: {dice}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="296"/>
        <source>cells: {cells}</source>
        <translation>casillas: {cells}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="301"/>
        <source>shortcut {cell}: token shows {face}</source>
        <translation>atajo {cell}: la ficha muestra {face}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="303"/>
        <source>end {cell}:</source>
        <translation>fin {cell}:</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="315"/>
        <source>LOSS OF CONTROL, token 0: spin ({seconds} s)</source>
        <translation>PÉRDIDA DE CONTROL, ficha 0: trompo ({seconds} s)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="317"/>
        <source>LOSS OF CONTROL, token 00: off the track ({seconds} s with the re-entry turn)</source>
        <translation>PÉRDIDA DE CONTROL, ficha 00: salida de pista ({seconds} s con el turno de reincorporación)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="320"/>
        <source>LOSS OF CONTROL, card 0 side: {card} ({seconds} s)</source>
        <translation>PÉRDIDA DE CONTROL, carta por la cara 0: {card} ({seconds} s)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="323"/>
        <source>damage: {tokens}</source>
        <translation>daño: {tokens}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="324"/>
        <source>next turn from gear {gear}</source>
        <translation>siguiente turno desde marcha {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="326"/>
        <source>gear token {gear} ({seconds} s)</source>
        <translation>ficha de marcha {gear} ({seconds} s)</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="328"/>
        <source>card {card} ({seconds} s)</source>
        <translation>carta de {card} ({seconds} s)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="330"/>
        <source>+{n} focus token</source>
        <comment>+{n} focus tokens</comment>
        <translation>
            <numerusform>+{n} ficha de concentración</numerusform>
            <numerusform>+{n} fichas de concentración</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="331"/>
        <source>+{n} seconds tokens</source>
        <comment>+{n} seconds tokens</comment>
        <translation>
            <numerusform>+{n} ficha de Segundos</numerusform>
            <numerusform>+{n} fichas de Segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="334"/>
        <source>{n} focus token spent securing</source>
        <comment>{n} focus tokens spent securing</comment>
        <translation>
            <numerusform>{n} ficha de concentración gastada en asegurar</numerusform>
            <numerusform>{n} fichas de concentración gastadas en asegurar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/report.py" line="336"/>
        <source>{n} seconds spent securing</source>
        <comment>{n} seconds spent securing</comment>
        <translation>
            <numerusform>{n} segundo gastado en asegurar</numerusform>
            <numerusform>{n} segundos gastados en asegurar</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="344"/>
        <source>gear {gear}</source>
        <comment>time card</comment>
        <translation>marcha {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/report.py" line="351"/>
        <source>secured</source>
        <comment>die face</comment>
        <translation>asegurado</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="190"/>
        <source>no die 'gear{gear}' for top gear {top}</source>
        <translation>no hay dado 'gear{gear}' para la marcha máxima {top}</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="198"/>
        <source>no column {column}</source>
        <translation>no hay columna {column}</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="206"/>
        <source>no back mix for gear {gear}</source>
        <translation>no hay reparto de dorsos para la marcha {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="210"/>
        <source>spin+crash+sisu = {sum}, not the {n} cards of a deck</source>
        <translation>trompo+accidente+SISU = {sum}, no las {n} cartas de un mazo</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="218"/>
        <source>no crash damage for gear {gear}</source>
        <translation>no hay daño por accidente para la marcha {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="252"/>
        <source>no dashboard column {column}</source>
        <translation>no hay columna {column} en el panel de control</translation>
    </message>
    <message>
        <location filename="../../engine/ruleset.py" line="265"/>
        <source>no value for gear {gear}</source>
        <translation>no hay valor para la marcha {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="167"/>
        <source>every die loses control here: the car must still move</source>
        <translation>aquí todo dado pierde el control: el coche debe moverse igualmente</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="184"/>
        <source>blocked: {why}; the move ends here in gear {gear}</source>
        <translation>bloqueado: {why}; el movimiento termina aquí en marcha {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="196"/>
        <source>blocked for good: no die can ever enter a cell ahead; retires</source>
        <translation>bloqueado del todo: ningún dado podrá entrar nunca en una casilla de delante; abandona</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="203"/>
        <source>no die can enter a cell ahead</source>
        <translation>ningún dado puede entrar en una casilla de delante</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="205"/>
        <source>house rule change-down: changes down to gear {gear} in place</source>
        <translation>regla de la casa change-down: reduce a marcha {gear} sin moverse</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/simulate.py" line="235"/>
        <source>stops before die {die} ({n} hazard)</source>
        <comment>stops before die {die} ({n} hazards)</comment>
        <translation>
            <numerusform>se detiene antes del dado {die} ({n} Peligro)</numerusform>
            <numerusform>se detiene antes del dado {die} ({n} Peligros)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="260"/>
        <source>quick start shows a hazard: the turn ends in 2nd</source>
        <translation>la salida rápida muestra un Peligro: el turno termina en 2ª</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="293"/>
        <source>quick start shows a hazard: one cell in 2nd, no loss of control</source>
        <translation>la salida rápida muestra un Peligro: una casilla en 2ª, sin pérdida de control</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="302"/>
        <source>SISU token cancels every hazard of this turn</source>
        <translation>la ficha SISU anula todos los Peligros de este turno</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="321"/>
        <source>dice re-laid: {dice}</source>
        <translation>dados recolocados: {dice}</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="399"/>
        <source>changes a wheel: its card replaces the gear-1 card; one gas-damage token back in the bag</source>
        <translation>cambia una rueda: su carta sustituye a la carta de marcha 1; una ficha de Daño de gas vuelve a la bolsa</translation>
    </message>
    <message>
        <location filename="../../engine/simulate.py" line="454"/>
        <source>loss of control past the line: charged the gear-{gear} front</source>
        <translation>pérdida de control pasada la línea: se cobra el anverso de marcha {gear}</translation>
    </message>
    <message>
        <location filename="../../engine/testdrive.py" line="163"/>
        <source>the course is not complete</source>
        <translation>el recorrido no está completo</translation>
    </message>
    <message>
        <location filename="../../engine/testdrive.py" line="168"/>
        <source>mud on course tile {tile}: the course has tiles 1-{last}</source>
        <translation>barro en la loseta {tile} del recorrido: el recorrido tiene las losetas 1-{last}</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="12"/>
        <source>flat-out</source>
        <comment>rolling mode</comment>
        <translation>a fondo</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="12"/>
        <source>one-by-one</source>
        <comment>rolling mode</comment>
        <translation>de uno en uno</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="13"/>
        <source>forced</source>
        <comment>rolling mode</comment>
        <translation>forzado</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="13"/>
        <source>re-entry</source>
        <comment>rolling mode</comment>
        <translation>reincorporación</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="14"/>
        <source>blocked</source>
        <comment>rolling mode</comment>
        <translation>bloqueado</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="14"/>
        <source>retired</source>
        <comment>rolling mode</comment>
        <translation>abandono</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="15"/>
        <source>gas</source>
        <translation>gas</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="15"/>
        <source>leader</source>
        <comment>die</comment>
        <translation>Líder</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="15"/>
        <source>brake</source>
        <translation>frenos</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="16"/>
        <source>brake as gas</source>
        <comment>die</comment>
        <translation>Frenos como gas</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="17"/>
        <source>spin</source>
        <translation>trompo</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="17"/>
        <source>crash</source>
        <translation>accidente</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="17"/>
        <source>sisu</source>
        <translation>SISU</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="17"/>
        <source>spare wheel</source>
        <translation>rueda de repuesto</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="18"/>
        <source>gear</source>
        <translation>marcha</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="18"/>
        <source>green_flag</source>
        <translation>bandera verde</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="18"/>
        <source>weather</source>
        <translation>clima</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="19"/>
        <source>yellow_flag</source>
        <translation>bandera amarilla</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="20"/>
        <source>ok</source>
        <comment>shortcut token</comment>
        <translation>sin efecto</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="20"/>
        <source>puncture</source>
        <comment>shortcut token</comment>
        <translation>pinchazo</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="21"/>
        <source>mud</source>
        <comment>shortcut token</comment>
        <translation>barro</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="22"/>
        <source>dry</source>
        <comment>weather</comment>
        <translation>seco</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="22"/>
        <source>wet</source>
        <comment>weather</comment>
        <translation>lluvioso</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="23"/>
        <source>road</source>
        <comment>tyres</comment>
        <translation>de carretera</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="23"/>
        <source>rain</source>
        <comment>tyres</comment>
        <translation>de lluvia</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="24"/>
        <source>tyres</source>
        <comment>pit lane</comment>
        <translation>neumáticos</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="24"/>
        <source>repair</source>
        <comment>pit lane</comment>
        <translation>reparación</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="25"/>
        <source>repair_and_tyres</source>
        <comment>pit lane</comment>
        <translation>reparación y neumáticos</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="26"/>
        <source>finished</source>
        <comment>run outcome</comment>
        <translation>terminada</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="26"/>
        <source>retired</source>
        <comment>run outcome</comment>
        <translation>abandono</translation>
    </message>
    <message>
        <location filename="../../engine/tracewords.py" line="27"/>
        <source>stuck</source>
        <comment>run outcome</comment>
        <translation>atascada</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="65"/>
        <source>quick start</source>
        <translation>arranque rápido</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="65"/>
        <source>red zone</source>
        <translation>zona roja</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="66"/>
        <source>SISU token</source>
        <translation>ficha de SISU</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="67"/>
        <source>rally</source>
        <comment>option value</comment>
        <translation>rally</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="67"/>
        <source>stage</source>
        <comment>option value</comment>
        <translation>Tramo</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="74"/>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="76"/>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/booklet.py" line="100"/>
        <source>{n} validation error ({codes}): exported as a draft with a warning banner</source>
        <comment>{n} validation errors ({codes}): exported as a draft with a warning banner</comment>
        <translation>
            <numerusform>{n} error de validación ({codes}): exportado como borrador con un aviso</numerusform>
            <numerusform>{n} errores de validación ({codes}): exportado como borrador con un aviso</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>above</source>
        <translation>encima de</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>upper right of</source>
        <translation>arriba a la derecha de</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>lower right of</source>
        <translation>abajo a la derecha de</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>below</source>
        <translation>debajo de</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>lower left of</source>
        <translation>abajo a la izquierda de</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>upper left of</source>
        <translation>arriba a la izquierda de</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>top left</source>
        <translation>arriba izquierda</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>top right</source>
        <translation>arriba derecha</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>right</source>
        <translation>derecha</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>bottom right</source>
        <translation>abajo derecha</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>bottom left</source>
        <translation>abajo izquierda</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>left</source>
        <translation>izquierda</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>straight</source>
        <translation>recta</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>right 60°</source>
        <translation>derecha 60°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>right 120°</source>
        <translation>derecha 120°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="28"/>
        <source>left 120°</source>
        <translation>izquierda 120°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="28"/>
        <source>left 60°</source>
        <translation>izquierda 60°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="88"/>
        <source>service park</source>
        <translation>Parque de Asistencia</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="188"/>
        <source>changed since pacenote wrote it, and the new bundle has a file of that name: move it away, or export to a new folder</source>
        <translation>ha cambiado desde que pacenote lo escribió, y el nuevo paquete tiene un archivo con ese nombre: apártalo, o exporta a una carpeta nueva</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="191"/>
        <source>a file pacenote did not write, and the new bundle has a file of that name: move it away, or export to a new folder</source>
        <translation>un archivo que pacenote no escribió, y el nuevo paquete tiene un archivo con ese nombre: apártalo, o exporta a una carpeta nueva</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="220"/>
        <source>exists and is not a folder: a bundle is a folder</source>
        <translation>existe y no es una carpeta: un paquete es una carpeta</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="225"/>
        <source>is a folder that is not empty and holds no pacenote bundle (no {manifest}): choose a new or empty folder</source>
        <translation>es una carpeta no vacía sin paquete de pacenote (sin {manifest}): elige una carpeta nueva o vacía</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="232"/>
        <source>not a pacenote bundle manifest (format {format}, version {version})</source>
        <translation>no es un manifiesto de paquete de pacenote (formato {format}, versión {version})</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="239"/>
        <source>expected an object</source>
        <translation>se esperaba un objeto</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="242"/>
        <source>not a list of file names in the folder and their SHA-256 digests</source>
        <translation>no es una lista de nombres de archivo de la carpeta con sus resúmenes SHA-256</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="274"/>
        <source>rally booklet (PDF)</source>
        <translation>cuaderno del rally (PDF)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="274"/>
        <source>build guide (PDF)</source>
        <translation>guía de montaje (PDF)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="276"/>
        <source>rally file</source>
        <translation>archivo del rally</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="279"/>
        <source>the rally at a glance</source>
        <translation>el rally de un vistazo</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="280"/>
        <source>pick list (tiles.txt)</source>
        <translation>lista de losetas (tiles.txt)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="289"/>
        <source>not written, {where}: {problem}</source>
        <translation>no escrito, {where}: {problem}</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="299"/>
        <source>picture (PNG)</source>
        <translation>imagen (PNG)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="300"/>
        <source>this page</source>
        <translation>esta página</translation>
    </message>
    <message>
        <location filename="../../export/guide.py" line="142"/>
        <source>the course is not one clean START → FINISH chain</source>
        <translation>el recorrido no es una cadena limpia START → FINISH</translation>
    </message>
    <message>
        <location filename="../../export/guide.py" line="173"/>
        <source>length</source>
        <translation>longitud</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/guide.py" line="173"/>
        <source>{pieces} pieces in the loop x {n} lap: a {size} race (rulebook: {guidelines})</source>
        <comment>{pieces} pieces in the loop x {n} laps: a {size} race (rulebook: {guidelines})</comment>
        <translation>
            <numerusform>{pieces} piezas en el circuito x {n} vuelta: una carrera {size} (reglamento: {guidelines})</numerusform>
            <numerusform>{pieces} piezas en el circuito x {n} vueltas: una carrera {size} (reglamento: {guidelines})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/guide.py" line="178"/>
        <source>~{minutes} min for {players} players (rulebook: ~{book} min for a {size} race)</source>
        <translation>~{minutes} min para {players} jugadores (reglamento: ~{book} min para una carrera {size})</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="56"/>
        <source>~{minutes} min</source>
        <translation>~{minutes} min</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="59"/>
        <source>draft</source>
        <translation>borrador</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="87"/>
        <source>by {author}</source>
        <translation>por {author}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/indexpage.py" line="97"/>
        <source>{n} validation error</source>
        <comment>{n} validation errors</comment>
        <translation>
            <numerusform>{n} error de validación</numerusform>
            <numerusform>{n} errores de validación</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="100"/>
        <source>Not ready to play: {problems}</source>
        <translation>No está listo para jugar: {problems}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="103"/>
        <source>At a glance</source>
        <translation>De un vistazo</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="105"/>
        <source>{title}: every stage</source>
        <translation>{title}: todos los Tramos</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="106"/>
        <source>Stages</source>
        <translation>Tramos</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>stage</source>
        <translation>Tramo</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>road tiles</source>
        <translation>losetas de carretera</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>cells</source>
        <translation>casillas</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>class</source>
        <translation>clase</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="109"/>
        <source>par time</source>
        <translation>tiempo de referencia</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>then</source>
        <translation>después</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>files</source>
        <translation>archivos</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>tiles</source>
        <translation>losetas</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="125"/>
        <source>Tiles</source>
        <translation>Losetas</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="126"/>
        <source>{n} physical tiles for the whole rally; flipped between stages: {tiles}. Per stage and between stages: </source>
        <translation>{n} losetas físicas para todo el rally; volteadas entre Tramos: {tiles}. Por Tramo y entre Tramos: </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="133"/>
        <source>Community formats</source>
        <translation>Formatos de la comunidad</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="137"/>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="138"/>
        <source>Written by pacenote:</source>
        <translation>Escrito por pacenote:</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="139"/>
        <source>Files: {n}.</source>
        <translation>Archivos: {n}.</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="150"/>
        <source>{tiles} road tiles, {cells} cells: {size}</source>
        <translation>{tiles} losetas de carretera, {cells} casillas: {size}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="154"/>
        <source>no START → FINISH course yet</source>
        <translation>aún no hay recorrido START → FINISH</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="158"/>
        <source>yes ({tile})</source>
        <translation>sí ({tile})</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="159"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/indexpage.py" line="163"/>
        <source>{n} stage ({classes})</source>
        <comment>{n} stages ({classes})</comment>
        <translation>
            <numerusform>{n} Tramo ({classes})</numerusform>
            <numerusform>{n} Tramos ({classes})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="165"/>
        <source>: a {size} rally</source>
        <translation>: un rally {size}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="168"/>
        <source>~{minutes} min for {players} players</source>
        <translation>~{minutes} min para {players} jugadores</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="171"/>
        <source>after {stages}</source>
        <translation>después de {stages}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="172"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="173"/>
        <source>tile boxes</source>
        <translation>cajas de losetas</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="175"/>
        <source>advanced rules</source>
        <translation>reglas avanzadas</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="42"/>
        <source>… and {n} more</source>
        <translation>… y {n} más</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="71"/>
        <source>SHORT STAGE</source>
        <translation>TRAMO CORTO</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="71"/>
        <source>MEDIUM STAGE</source>
        <translation>TRAMO MEDIANO</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="72"/>
        <source>LONG STAGE</source>
        <translation>TRAMO LARGO</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="72"/>
        <source>SHORT RACE</source>
        <translation>CARRERA CORTA</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="73"/>
        <source>MEDIUM RACE</source>
        <translation>CARRERA MEDIANA</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="73"/>
        <source>LONG RACE</source>
        <translation>CARRERA LARGA</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="74"/>
        <source>SHORT RALLY</source>
        <translation>RALLY CORTO</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="74"/>
        <source>MEDIUM RALLY</source>
        <translation>RALLY MEDIANO</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="75"/>
        <source>LONG RALLY</source>
        <translation>RALLY LARGO</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="81"/>
        <source> · by {author}</source>
        <translation> · por {author}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="54"/>
        <source>Stage build guide</source>
        <comment>a GT circuit's page</comment>
        <translation>Guía de montaje del circuito</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="55"/>
        <source>Stage build guide</source>
        <translation>Guía de montaje del Tramo</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="56"/>
        <source>{title} · stage {n} of {count}</source>
        <translation>{title} · Tramo {n} de {count}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="66"/>
        <source>page {n} / {count}</source>
        <translation>página {n} / {count}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="81"/>
        <source>where the tile goes next to the tile before it, as on the drawing (top of the page = far side of the table).</source>
        <translation>dónde va la loseta junto a la anterior, como en el dibujo (arriba de la página = lado lejano de la mesa).</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="83"/>
        <source>the corner with the tile's printed number (dark wedge on the drawing).</source>
        <translation>la esquina con el número impreso de la loseta (cuña oscura en el dibujo).</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="84"/>
        <source>how the course turns across the tile.</source>
        <translation>cómo gira el recorrido en la loseta.</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="100"/>
        <source>tile</source>
        <translation>loseta</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="101"/>
        <source>place it</source>
        <translation>colocar</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="102"/>
        <source>number at</source>
        <translation>número en</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="103"/>
        <source>road</source>
        <translation>carretera</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>short</source>
        <comment>class</comment>
        <translation>corto</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>medium</source>
        <comment>class</comment>
        <translation>mediano</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>long</source>
        <comment>class</comment>
        <translation>largo</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="114"/>
        <source>first tile</source>
        <translation>primera loseta</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="120"/>
        <source>DRAFT</source>
        <translation>BORRADOR</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="124"/>
        <source>DRAFT: this stage has {n} validation error and is not ready to play</source>
        <comment>DRAFT: this stage has {n} validation errors and is not ready to play</comment>
        <translation>
            <numerusform>BORRADOR: este Tramo tiene {n} error de validación y no está listo para jugar</numerusform>
            <numerusform>BORRADOR: este Tramo tiene {n} errores de validación y no está listo para jugar</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="135"/>
        <source>also placed, not on the course: {tiles}</source>
        <translation>también colocadas, fuera del recorrido: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="150"/>
        <source>build order</source>
        <translation>orden de montaje</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="162"/>
        <source>notes</source>
        <translation>notas</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="224"/>
        <source>{tiles} road tiles START → FINISH, {cells} road cells: {size} (rulebook: {target} tiles)</source>
        <translation>{tiles} losetas de carretera START → FINISH, {cells} casillas: {size} (reglamento: {target} losetas)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="228"/>
        <source>~{minutes} min for {n} player (rulebook: ~{book} min for a {size} stage and 4 players)</source>
        <comment>~{minutes} min for {n} players (rulebook: ~{book} min for a {size} stage and 4 players)</comment>
        <translation>
            <numerusform>~{minutes} min para {n} jugador (reglamento: ~{book} min para un Tramo {size} y 4 jugadores)</numerusform>
            <numerusform>~{minutes} min para {n} jugadores (reglamento: ~{book} min para un Tramo {size} y 4 jugadores)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="236"/>
        <source>yes ({tile} after the FINISH)</source>
        <translation>sí ({tile} después de FINISH)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="241"/>
        <source>{par} (expert driver, {runs} runs; {finished}/{runs} finished)</source>
        <translation>{par} (piloto experto, {runs} carreras; {finished}/{runs} terminadas)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="243"/>
        <source>{par} (expert driver, {runs} runs; mean of the runs {mean}; {finished}/{runs} finished)</source>
        <translation>{par} (piloto experto, {runs} carreras; media de las carreras {mean}; {finished}/{runs} terminadas)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="248"/>
        <source>none ({finished}/{runs} expert runs finished)</source>
        <translation>ninguno ({finished}/{runs} carreras del experto terminadas)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="254"/>
        <source>races</source>
        <translation>carreras</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="254"/>
        <source>{n} simulated race of {players} cars: {rounds} rounds, about {minutes} min at the table; {overtakes} overtakes and {blocked} turns blocked by cars per race</source>
        <comment>{n} simulated races of {players} cars: {rounds} rounds, about {minutes} min at the table; {overtakes} overtakes and {blocked} turns blocked by cars per race</comment>
        <translation>
            <numerusform>{n} carrera simulada de {players} coches: {rounds} rondas, unos {minutes} min en la mesa; {overtakes} adelantamientos y {blocked} turnos bloqueados por coches por carrera</numerusform>
            <numerusform>{n} carreras simuladas de {players} coches: {rounds} rondas, unos {minutes} min en la mesa; {overtakes} adelantamientos y {blocked} turnos bloqueados por coches por carrera</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="279"/>
        <source>tiles ({n})</source>
        <translation>losetas ({n})</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="288"/>
        <source>race</source>
        <translation>carrera</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="116"/>
        <source>{title}: tiles to take out of the box</source>
        <translation>{title}: losetas que sacar de la caja</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/picklist.py" line="119"/>
        <source>{n} tile</source>
        <comment>{n} tiles</comment>
        <translation>
            <numerusform>{n} loseta</numerusform>
            <numerusform>{n} losetas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="127"/>
        <source>Whole rally: {tiles} physical tiles from {boxes} (the table holds one stage at a time)</source>
        <translation>Rally completo: {tiles} losetas físicas de {boxes} (en la mesa cabe un Tramo cada vez)</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="130"/>
        <source>tile</source>
        <comment>pick list column</comment>
        <translation>loseta</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="135"/>
        <source>flipped</source>
        <translation>volteada</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="140"/>
        <source>flipped between stages: {tiles}</source>
        <translation>volteadas entre Tramos: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="144"/>
        <source>Between {before} and {after}:</source>
        <translation>Entre {before} y {after}:</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="146"/>
        <source>the same tiles, the same sides up (rebuild the layout)</source>
        <translation>las mismas losetas, las mismas caras arriba (vuelve a montar el trazado)</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="148"/>
        <source>flip: {tiles}</source>
        <translation>voltear: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="151"/>
        <source>put away: {tiles}</source>
        <translation>guardar: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="153"/>
        <source>take out: {tiles}</source>
        <translation>sacar: {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/qtpaint.py" line="109"/>
        <source>scale {scale} is far too large for a picture</source>
        <translation>la escala {scale} es demasiado grande para una imagen</translation>
    </message>
    <message>
        <location filename="../../export/qtpaint.py" line="133"/>
        <source>the picture would be {width} x {height} pixels, more than the limit ({pixels} pixels, {side} a side): use --scale {fit} or less, or write .svg</source>
        <translation>la imagen tendría {width} x {height} píxeles, más que el límite ({pixels} píxeles, {side} por lado): usa --scale {fit} o menos, o escribe .svg</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="36"/>
        <source>short = 2 short stages, medium = 3 short or 2 long, long = 3 medium</source>
        <translation>corto = 2 Tramos cortos, mediano = 3 cortos o 2 largos, largo = 3 medianos</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="38"/>
        <source>After a stage with service: remove all damage tokens and take back the spare wheel.</source>
        <translation>Tras un Tramo con asistencia: retira todas las fichas de Daño y recupera la rueda de repuesto.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="39"/>
        <source>After a stage without service: note each car's damage tokens (gear / gas / brake) on the rally sheet; they start the next stage on its dashboard. A spare wheel not used in the stage may be discarded between stages to remove one gas damage.</source>
        <translation>Tras un Tramo sin asistencia: anota las fichas de Daño de cada coche (marcha / gas / frenos) en la Hoja de Rally; empiezan el siguiente Tramo en su Panel de control. Una rueda de repuesto no usada en el Tramo puede descartarse entre Tramos para quitar un daño de gas.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="42"/>
        <source>Time cards and seconds tokens never carry over. The lowest total time plays first in the next stage.</source>
        <translation>Las cartas de Tiempo y las fichas de Segundos nunca se conservan. El menor tiempo total juega primero en el siguiente Tramo.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="50"/>
        <source>Rally booklet</source>
        <translation>Cuaderno del rally</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="52"/>
        <source>DRAFT: this rally has errors and is not ready to play</source>
        <translation>BORRADOR: este rally tiene errores y no está listo para jugar</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="57"/>
        <source>nearest rulebook class</source>
        <translation>la clase más cercana del reglamento</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="60"/>
        <source>{n} stage ({classes}): a {size} rally ({how}; {plans})</source>
        <comment>{n} stages ({classes}): a {size} rally ({how}; {plans})</comment>
        <translation>
            <numerusform>{n} Tramo ({classes}): un rally {size} ({how}; {plans})</numerusform>
            <numerusform>{n} Tramos ({classes}): un rally {size} ({how}; {plans})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="66"/>
        <source>~{minutes} min for {n} player: the stages at the rulebook's rate and {between} min between stages (rulebook: ~{book} min for a {size} rally and 4 players)</source>
        <comment>~{minutes} min for {n} players: the stages at the rulebook's rate and {between} min between stages (rulebook: ~{book} min for a {size} rally and 4 players)</comment>
        <translation>
            <numerusform>~{minutes} min para {n} jugador: los Tramos al ritmo del reglamento y {between} min entre Tramos (reglamento: ~{book} min para un rally {size} y 4 jugadores)</numerusform>
            <numerusform>~{minutes} min para {n} jugadores: los Tramos al ritmo del reglamento y {between} min entre Tramos (reglamento: ~{book} min para un rally {size} y 4 jugadores)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="78"/>
        <source>{n} (every stage is built from this box)</source>
        <comment>{n} (every stage is built from these boxes)</comment>
        <translation>
            <numerusform>{n} (cada Tramo se monta con esta caja)</numerusform>
            <numerusform>{n} (cada Tramo se monta con estas cajas)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="90"/>
        <source>stages</source>
        <translation>Tramos</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="96"/>
        <source>tiles per stage</source>
        <translation>losetas por Tramo</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="99"/>
        <source>between stages</source>
        <translation>entre Tramos</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="109"/>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="111"/>
        <source>page</source>
        <translation>página</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="132"/>
        <source>  (errors)</source>
        <translation>  (errores)</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="135"/>
        <source>service park</source>
        <comment>the cover table's narrow 'then' column</comment>
        <translation>asistencia</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="179"/>
        <source>time: m:ss, the stage's time cards minus the seconds tokens left. damage carried: the damage tokens on the dashboard going into the next stage. spare wheel: Y if the card is available in the next stage. total: the rally time so far; #: position (lowest total first, and first to play in the next stage).</source>
        <translation>tiempo: m:ss, las cartas de Tiempo del Tramo menos las fichas de Segundos que quedan. daños: las fichas de Daño del Panel de control al empezar el siguiente Tramo. rueda de repuesto: S si la carta está disponible en el siguiente Tramo. total: el tiempo del rally hasta ahora; #: posición (el menor total primero, y primero en jugar el siguiente Tramo).</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="186"/>
        <source> · part {n} of {count}</source>
        <translation> · parte {n} de {count}</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="187"/>
        <source>RALLY SHEET</source>
        <translation>HOJA DE RALLY</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="187"/>
        <source> · fill in by hand</source>
        <translation> · a rellenar a mano</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="195"/>
        <source>driver</source>
        <translation>piloto</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="236"/>
        <source>then SERVICE PARK: all damage repaired, spare wheel back</source>
        <translation>después PARQUE DE ASISTENCIA: todo el daño reparado, rueda de repuesto recuperada</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="248"/>
        <source>service: repaired</source>
        <translation>asistencia: reparado</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="248"/>
        <source>service: new wheel</source>
        <translation>asistencia: rueda nueva</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="285"/>
        <source>Y</source>
        <comment>yes on the rally sheet</comment>
        <translation>S</translation>
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
        <translation>sin extensión</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="33"/>
        <source>cannot write {what}: use {formats}</source>
        <translation>no se puede escribir {what}: usa {formats}</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="36"/>
        <source>scale must be a positive number, not {scale}</source>
        <translation>la escala debe ser un número positivo, no {scale}</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="46"/>
        <source>PNG output</source>
        <translation>La salida PNG</translation>
    </message>
    <message>
        <location filename="../../export/render.py" line="46"/>
        <source>write .svg</source>
        <translation>escribe .svg</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="18"/>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="19"/>
        <source>damage carried</source>
        <translation>daños</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="21"/>
        <source>total  ·  position</source>
        <translation>total  ·  posición</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="22"/>
        <source>final time</source>
        <translation>tiempo final</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="23"/>
        <source>final position</source>
        <translation>posición final</translation>
    </message>
    <message>
        <location filename="../../export/writer.py" line="36"/>
        <source>cannot write {what}: use .pdf, .svg or .png, or a folder (DIR/) for the bundle</source>
        <translation>no se puede escribir {what}: usa .pdf, .svg o .png, o una carpeta (DIR/) para el paquete</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/writer.py" line="39"/>
        <source>a rally booklet has {n} page and {suffix} holds one: export it as .pdf</source>
        <comment>a rally booklet has {n} pages and {suffix} holds one: export it as .pdf</comment>
        <translation>
            <numerusform>un cuaderno de rally tiene {n} página y {suffix} contiene una: expórtalo como .pdf</numerusform>
            <numerusform>un cuaderno de rally tiene {n} páginas y {suffix} contiene una: expórtalo como .pdf</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/writer.py" line="42"/>
        <source>a rally booklet has several pages and {suffix} holds one: export it as .pdf</source>
        <translation>un cuaderno de rally tiene varias páginas y {suffix} contiene una: expórtalo como .pdf</translation>
    </message>
    <message>
        <location filename="../../export/writer.py" line="45"/>
        <source>pacenote export (PDF, SVG and PNG pages)</source>
        <translation>pacenote export (páginas PDF, SVG y PNG)</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="36"/>
        <source>table {text}: write WIDTHxDEPTH in cm, e.g. 120x80</source>
        <translation>mesa {text}: escribe ANCHOxFONDO en cm, p. ej. 120x80</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="45"/>
        <source>par {text}: write M:SS or seconds, e.g. 2:30</source>
        <translation>par {text}: escribe M:SS o segundos, p. ej. 2:30</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="53"/>
        <source>feature {name}: choose from {names}</source>
        <translation>elemento {name}: elige entre {names}</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="66"/>
        <source>terrain {text}: write e.g. gravel,asphalt or gravel:60,asphalt:40</source>
        <translation>terreno {text}: escribe p. ej. gravel,asphalt o gravel:60,asphalt:40</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="72"/>
        <source>terrain {text}: write a terrain, or terrain:share with a share above 0 (gravel:60)</source>
        <translation>terreno {text}: escribe un terreno, o terreno:proporción con una proporción mayor que 0 (gravel:60)</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="76"/>
        <source>terrain {text}: a terrain named twice</source>
        <translation>terreno {text}: un terreno nombrado dos veces</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="79"/>
        <source>terrain {text}: give every terrain a share, or none</source>
        <translation>terreno {text}: da una proporción a cada terreno, o a ninguno</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="115"/>
        <source>class {name}: choose from {names}</source>
        <translation>clase {name}: elige entre {names}</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="118"/>
        <source>difficulty {name}: choose from {names}</source>
        <translation>dificultad {name}: elige entre {names}</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="122"/>
        <source>features: {name} is both wanted and banned</source>
        <translation>elementos: {name} se pide y se prohíbe a la vez</translation>
    </message>
    <message>
        <location filename="../../generate/brief.py" line="125"/>
        <source>players: 1 to 10</source>
        <translation>jugadores: de 1 a 10</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="96"/>
        <source>with {feature}: GT pieces have no {feature}; nearest achievable: without {feature}</source>
        <translation>con {feature}: las piezas GT no tienen {feature}; lo más cercano posible: sin {feature}</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="110"/>
        <source>boxes: no start-finish piece (102) among the tiles owned</source>
        <translation>cajas: ninguna pieza de salida-meta (102) entre las losetas que tienes</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="113"/>
        <source>tiles: {asked} pieces asked but the boxes owned ({boxes}) hold {most} of one lane width (102 included); nearest achievable: {most}</source>
        <translation>losetas: se piden {asked} piezas pero las cajas que tienes ({boxes}) contienen {most} de un mismo ancho de carril (102 incluida); lo más cercano posible: {most}</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="155"/>
        <source>table: no circuit of {n} pieces found that fits {table}; nearest achievable: {smallest}</source>
        <translation>mesa: no se encontró un circuito de {n} piezas que quepa en {table}; lo más cercano posible: {smallest}</translation>
    </message>
    <message>
        <location filename="../../generate/circuit.py" line="158"/>
        <source>no circuit of {n} pieces closed within the budget; try a larger --budget</source>
        <translation>ningún circuito de {n} piezas se cerró dentro del presupuesto; prueba un --budget mayor</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="48"/>
        <source>boxes: no START and FINISH among the tiles owned</source>
        <translation>cajas: no hay START ni FINISH entre las losetas que tienes</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="52"/>
        <source>tiles: {asked} road tiles asked but the boxes owned ({boxes}) hold {most} (START and FINISH included); nearest achievable: {most}</source>
        <translation>losetas: se piden {asked} losetas de carretera pero las cajas que tienes ({boxes}) contienen {most} (START y FINISH incluidas); lo más cercano posible: {most}</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="60"/>
        <source>with {feature}: no tile owned has {feature}; nearest achievable: without {feature}</source>
        <translation>con {feature}: ninguna loseta que tienes tiene {feature}; lo más cercano posible: sin {feature}</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="69"/>
        <source>table: {n} tiles of {tile} cm cover {area} m², more than {table}; nearest achievable: a table larger than {width}x{height} cm (the tiles' own area)</source>
        <translation>mesa: {n} losetas de {tile} cm cubren {area} m², más que {table}; lo más cercano posible: una mesa mayor de {width}x{height} cm (el área de las propias losetas)</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="82"/>
        <source>terrain {name}: no tile owned ({boxes}) has {name}; nearest achievable: {terrains}</source>
        <translation>terreno {name}: ninguna loseta que tienes ({boxes}) tiene {name}; lo más cercano posible: {terrains}</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="100"/>
        <source>boxes: {problem}</source>
        <translation>cajas: {problem}</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="102"/>
        <source>boxes: GT boxes make circuits (pacenote generate --boxes gt-core makes a closed circuit)</source>
        <translation>cajas: las cajas GT hacen circuitos (pacenote generate --boxes gt-core hace un circuito cerrado)</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="114"/>
        <source>table: no chain of {n} tiles found that fits {table}; try a larger table or fewer tiles</source>
        <translation>mesa: no se encontró una cadena de {n} losetas que quepa en {table}; prueba una mesa mayor o menos losetas</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="117"/>
        <source>no stage found within the budget; try a larger --budget</source>
        <translation>no se encontró ningún Tramo dentro del presupuesto; prueba un --budget mayor</translation>
    </message>
    <message>
        <location filename="../../generate/make.py" line="122"/>
        <source>par: {par} is out of reach with {n} tiles of {boxes}; nearest achieved: {best}</source>
        <translation>par: {par} está fuera de alcance con {n} losetas de {boxes}; lo más cercano conseguido: {best}</translation>
    </message>
    <message>
        <location filename="../../generate/rally.py" line="61"/>
        <source>service {text}: write after:1,2 (stage numbers)</source>
        <translation>asistencia {text}: escribe after:1,2 (números de Tramo)</translation>
    </message>
    <message>
        <location filename="../../generate/rally.py" line="65"/>
        <source>service after {n}: the rally has stages 1-{stages}</source>
        <translation>asistencia después de {n}: el rally tiene los Tramos 1-{stages}</translation>
    </message>
    <message>
        <location filename="../../generate/rally.py" line="101"/>
        <source>minutes: {minutes} min is more than {stages} long stages take for {players} players; nearest achievable: about {top} min (or more --stages)</source>
        <translation>minutos: {minutes} min es más de lo que duran {stages} Tramos largos para {players} jugadores; lo más cercano posible: unos {top} min (o más --stages)</translation>
    </message>
    <message>
        <location filename="../../generate/rally.py" line="106"/>
        <source>minutes: {minutes} min is less than {stages} short stages take for {players} players; nearest achievable: about {low} min (or fewer --stages)</source>
        <translation>minutos: {minutes} min es menos de lo que duran {stages} Tramos cortos para {players} jugadores; lo más cercano posible: unos {low} min (o menos --stages)</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="17"/>
        <source>boxes</source>
        <comment>brief point</comment>
        <translation>cajas</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="17"/>
        <source>tiles</source>
        <comment>brief point</comment>
        <translation>losetas</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="18"/>
        <source>class</source>
        <comment>brief point</comment>
        <translation>clase</translation>
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
        <translation>riesgo</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="19"/>
        <source>features</source>
        <comment>brief point</comment>
        <translation>elementos</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="20"/>
        <source>terrain</source>
        <comment>brief point</comment>
        <translation>terreno</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="20"/>
        <source>players</source>
        <comment>brief point</comment>
        <translation>jugadores</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="21"/>
        <source>table</source>
        <comment>brief point</comment>
        <translation>mesa</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="21"/>
        <source>checks</source>
        <comment>brief point</comment>
        <translation>controles</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="22"/>
        <source>duration</source>
        <comment>brief point</comment>
        <translation>duración</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="23"/>
        <source>easy</source>
        <comment>difficulty</comment>
        <translation>fácil</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="23"/>
        <source>medium</source>
        <comment>difficulty</comment>
        <translation>media</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="24"/>
        <source>hard</source>
        <comment>difficulty</comment>
        <translation>difícil</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="25"/>
        <source>gravel</source>
        <comment>terrain</comment>
        <translation>tierra</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="25"/>
        <source>asphalt</source>
        <comment>terrain</comment>
        <translation>asfalto</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="26"/>
        <source>snow</source>
        <comment>terrain</comment>
        <translation>nieve</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="27"/>
        <source>jumps</source>
        <comment>feature</comment>
        <translation>saltos</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="27"/>
        <source>fords</source>
        <comment>feature</comment>
        <translation>vados</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="28"/>
        <source>shortcuts</source>
        <comment>feature</comment>
        <translation>atajos</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="28"/>
        <source>slides</source>
        <comment>feature</comment>
        <translation>derrapes</translation>
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
        <translation>FALLADO</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="52"/>
        <source>{point} target {target} achieved {achieved} {mark}</source>
        <translation>{point} objetivo {target} logrado {achieved} {mark}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../generate/report.py" line="66"/>
        <source>{n} piece of {tileset}</source>
        <comment>{n} pieces of {tileset}</comment>
        <translation>
            <numerusform>{n} pieza de {tileset}</numerusform>
            <numerusform>{n} piezas de {tileset}</numerusform>
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
        <translation>{time} (experto, exacto)</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="84"/>
        <source>{losses} losses/run</source>
        <translation>{losses} pérdidas/recorrido</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="88"/>
        <source>~{losses} (estimate; not driven)</source>
        <translation>~{losses} (estimación; sin recorrer)</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="96"/>
        <source>none</source>
        <comment>features</comment>
        <translation>ninguno</translation>
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
            <numerusform>~{minutes} min, {n} fila de un coche</numerusform>
            <numerusform>~{minutes} min, {n} filas de un coche</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="115"/>
        <source>{footprint} (turned {angle}°)</source>
        <translation>{footprint} (girado {angle}°)</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="126"/>
        <source>{errors}, {warnings}</source>
        <translation>{errors}, {warnings}</translation>
    </message>
    <message>
        <location filename="../../generate/report.py" line="143"/>
        <source>{losses} losses/run ({difficulty})</source>
        <translation>{losses} pérdidas/recorrido ({difficulty})</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="70"/>
        <source> within the {budget} s budget</source>
        <translation> dentro del presupuesto de {budget} s</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="72"/>
        <source>{tries} of {of} arrangements tried in {seconds} s{within}</source>
        <translation>{tries} de {of} disposiciones probadas en {seconds} s{within}</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="94"/>
        <source>no circuit found: {reached} (a larger --budget may find one)</source>
        <translation>no se encontró ningún circuito: {reached} (un --budget mayor puede encontrar uno)</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="96"/>
        <source>no layout found: {reached} (a larger --budget may find one)</source>
        <translation>no se encontró ninguna disposición: {reached} (un --budget mayor puede encontrar una)</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="127"/>
        <source>unknown tile side {id}</source>
        <translation>cara de loseta desconocida {id}</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="136"/>
        <source>a stage needs exactly one START, one FINISH and at most one service park</source>
        <translation>un Tramo necesita exactamente un START, un FINISH y como mucho un Parque de Asistencia</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="143"/>
        <source>no layout joins these tiles into one chain without overlaps</source>
        <translation>ninguna disposición une estas losetas en una sola cadena sin solapes</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="153"/>
        <source>{first} and {second} are both sides of tile {number}</source>
        <translation>{first} y {second} son las dos caras de la loseta {number}</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="155"/>
        <source>{ids} are both sides of tile {number}</source>
        <translation>{ids} son las dos caras de la loseta {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/autolayout.py" line="158"/>
        <source>tile {number} is listed {n} time ({ids})</source>
        <comment>tile {number} is listed {n} times ({ids})</comment>
        <translation>
            <numerusform>la loseta {number} aparece {n} vez ({ids})</numerusform>
            <numerusform>la loseta {number} aparece {n} veces ({ids})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="166"/>
        <source>{problem} but {held}; a tile with the same road shape: {alike} (or --boxes {more})</source>
        <translation>{problem} pero {held}; una loseta con la misma forma de carretera: {alike} (o --boxes {more})</translation>
    </message>
    <message>
        <location filename="../../pacenote/autolayout.py" line="168"/>
        <source>{problem} but {held} (or --boxes {more})</source>
        <translation>{problem} pero {held} (o --boxes {more})</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="124"/>
        <source>{item} is not a box name (a box name, or NAME:COUNT such as dirt-core:2)</source>
        <translation>{item} no es un nombre de caja (un nombre de caja, o NOMBRE:CANTIDAD como dirt-core:2)</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="130"/>
        <source>{count}: a box count is 1 to 9</source>
        <translation>{count}: una cantidad de cajas va de 1 a 9</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="133"/>
        <source>no box named (known: {known})</source>
        <translation>ninguna caja nombrada (conocidas: {known})</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="142"/>
        <source>unknown box {name} (did you mean {close}?); known: {known}</source>
        <translation>caja desconocida {name} (¿querías decir {close}?); conocidas: {known}</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="144"/>
        <source>unknown box {name}; known: {known}</source>
        <translation>caja desconocida {name}; conocidas: {known}</translation>
    </message>
    <message>
        <location filename="../../pacenote/boxes.py" line="197"/>
        <source>your boxes ({names})</source>
        <translation>tus cajas ({names})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/boxes.py" line="213"/>
        <source>{n} box</source>
        <comment>{n} boxes</comment>
        <translation>
            <numerusform>{n} caja</numerusform>
            <numerusform>{n} cajas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/circuitlayout.py" line="88"/>
        <source>tile {number} is used {n} time but {held} (or --boxes {more})</source>
        <comment>tile {number} is used {n} times but {held} (or --boxes {more})</comment>
        <translation>
            <numerusform>la loseta {number} se usa {n} vez pero {held} (o --boxes {more})</numerusform>
            <numerusform>la loseta {number} se usa {n} veces pero {held} (o --boxes {more})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/circuitlayout.py" line="95"/>
        <source>a circuit needs exactly one start-finish piece (102a/102b) and at most one pit-stop piece (101)</source>
        <translation>un circuito necesita exactamente una pieza de salida-meta (102a/102b) y como mucho una pieza de parada en boxes (101)</translation>
    </message>
    <message>
        <location filename="../../pacenote/circuitlayout.py" line="101"/>
        <source>no closed loop through 102 uses exactly these pieces</source>
        <translation>ningún bucle cerrado por la 102 usa exactamente estas piezas</translation>
    </message>
    <message>
        <location filename="../../pacenote/circuitlayout.py" line="181"/>
        <source>no free hex beside the circuit</source>
        <translation>ningún hexágono libre junto al circuito</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="207"/>
        <source>{n} tiles on hex {q},{r}</source>
        <translation>{n} losetas en el hex {q},{r}</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="289"/>
        <source>the course from the START does not reach the FINISH</source>
        <translation>el recorrido desde el START no llega al FINISH</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="294"/>
        <source>the course leading to the FINISH does not begin at a START</source>
        <translation>el recorrido que lleva al FINISH no empieza en un START</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="301"/>
        <source>{id} ({lanes} lanes) does not line up with {other} ({other_lanes} lanes)</source>
        <translation>{id} ({lanes} carriles) no encaja con {other} ({other_lanes} carriles)</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="319"/>
        <source>empty hex {q},{r},</source>
        <translation>el hex vacío {q},{r},</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="320"/>
        <source>hex {q},{r}, which holds only scenery ({tile}),</source>
        <translation>el hex {q},{r}, que solo tiene decorado ({tile}),</translation>
    </message>
    <message>
        <location filename="../../pacenote/course.py" line="322"/>
        <source>the course stops at {tile}: its road leaves by its {side} side to {there} where the next tile goes</source>
        <translation>el recorrido se detiene en {tile}: su carretera sale por su lado {side} hacia {there} donde va la siguiente loseta</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="45"/>
        <source>{n} START tiles</source>
        <translation>{n} losetas START</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="50"/>
        <source>{n} FINISH tiles</source>
        <translation>{n} losetas FINISH</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="54"/>
        <source>no START tile (202a/202b)</source>
        <translation>ninguna loseta START (202a/202b)</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="56"/>
        <source>no FINISH tile (203a/203b)</source>
        <translation>ninguna loseta FINISH (203a/203b)</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="239"/>
        <source>the road of {tile} runs into {other}, which has no road on that side: turn one of them or put another tile there</source>
        <translation>la carretera de {tile} choca con {other}, que no tiene carretera por ese lado: gira una de las dos o pon allí otra loseta</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="252"/>
        <source>the course runs from {tile} back into {other}: a stage runs from START to FINISH and never meets itself</source>
        <translation>el recorrido vuelve de {tile} a {other}: un Tramo va de START a FINISH y nunca se cruza consigo mismo</translation>
    </message>
    <message>
        <location filename="../../pacenote/coursewalk.py" line="261"/>
        <source>the service park {tile} closes the road before the FINISH; it belongs right after the FINISH</source>
        <translation>el Parque de Asistencia {tile} cierra la carretera antes del FINISH; va justo después del FINISH</translation>
    </message>
    <message>
        <location filename="../../pacenote/drawing.py" line="200"/>
        <source>SERVICE</source>
        <translation>PARQUE DE</translation>
    </message>
    <message>
        <location filename="../../pacenote/drawing.py" line="201"/>
        <source>PARK</source>
        <translation>ASISTENCIA</translation>
    </message>
    <message>
        <location filename="../../pacenote/drivable.py" line="20"/>
        <source>no cell behind the start line: cars have nowhere to line up</source>
        <translation>ninguna casilla detrás de la línea de salida: los coches no tienen dónde alinearse</translation>
    </message>
    <message>
        <location filename="../../pacenote/drivable.py" line="21"/>
        <source>the circuit does not close: it has no lap</source>
        <translation>el circuito no se cierra: no tiene vuelta</translation>
    </message>
    <message>
        <location filename="../../pacenote/drivable.py" line="22"/>
        <source>the course is not one chain of tiles from START to FINISH</source>
        <translation>el recorrido no es una sola cadena de losetas de START a FINISH</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="36"/>
        <source>{what} needs Qt (PySide6), which is not installed: {extra}</source>
        <translation>{what} necesita Qt (PySide6), que no está instalado: {extra}</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="38"/>
        <source>{what} needs Qt (PySide6), which is not installed: {extra} (or {instead})</source>
        <translation>{what} necesita Qt (PySide6), que no está instalado: {extra} (o {instead})</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="71"/>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="100"/>
        <source>Permission denied</source>
        <translation>Permiso denegado</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="101"/>
        <source>Operation not permitted</source>
        <translation>Operación no permitida</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="102"/>
        <source>No such file or directory</source>
        <translation>No existe el archivo o la carpeta</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="103"/>
        <source>Read-only file system</source>
        <translation>Sistema de archivos de solo lectura</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="104"/>
        <source>No space left on device</source>
        <translation>No queda espacio en el dispositivo</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="105"/>
        <source>File name too long</source>
        <translation>Nombre de archivo demasiado largo</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="106"/>
        <source>Too many levels of symbolic links</source>
        <translation>Demasiados niveles de enlaces simbólicos</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="107"/>
        <source>Is a directory</source>
        <translation>Es una carpeta</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="107"/>
        <source>Not a directory</source>
        <translation>No es una carpeta</translation>
    </message>
    <message>
        <location filename="../../pacenote/errors.py" line="119"/>
        <source>cannot write: {reason}</source>
        <translation>no se puede escribir: {reason}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/__init__.py" line="40"/>
        <source>a rally file, not a stage: give one of its stage files</source>
        <translation>un archivo de rally, no un Tramo: da uno de sus archivos de Tramo</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/__init__.py" line="48"/>
        <source>unknown stage file type: expected a name ending in .stage.json (pacenote), .json (Rekee) or .rgt</source>
        <translation>tipo de archivo de Tramo desconocido: se esperaba un nombre terminado en .stage.json (pacenote), .json (Rekee) o .rgt</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/__init__.py" line="93"/>
        <source>read as {encoding} text (pacenote writes UTF-8)</source>
        <translation>leído como texto {encoding} (pacenote escribe UTF-8)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/__init__.py" line="123"/>
        <source>would not read back: {problem}</source>
        <translation>no se volvería a leer: {problem}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/native.py" line="103"/>
        <source>unknown tileset (known: {names})</source>
        <translation>juego de losetas desconocido (conocidos: {names})</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="23"/>
        <source>a JSON integer</source>
        <translation>un entero JSON</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="24"/>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="25"/>
        <source>a string</source>
        <translation>una cadena</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="26"/>
        <source>an array</source>
        <translation>una lista</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="27"/>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="38"/>
        <source>an integer</source>
        <translation>un entero</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="40"/>
        <source>a number with a decimal point</source>
        <translation>un número con decimales</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="41"/>
        <source>no finite number</source>
        <translation>ningún número finito</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="43"/>
        <source>a string of {n} character</source>
        <comment>a string of {n} characters</comment>
        <translation>
            <numerusform>una cadena de {n} carácter</numerusform>
            <numerusform>una cadena de {n} caracteres</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="44"/>
        <source>an empty string</source>
        <translation>una cadena vacía</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="46"/>
        <source>an array of {n} item</source>
        <comment>an array of {n} items</comment>
        <translation>
            <numerusform>una lista de {n} elemento</numerusform>
            <numerusform>una lista de {n} elementos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="48"/>
        <source>an object of {n} key</source>
        <comment>an object of {n} keys</comment>
        <translation>
            <numerusform>un objeto de {n} clave</numerusform>
            <numerusform>un objeto de {n} claves</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="49"/>
        <source>a value of another kind</source>
        <translation>un valor de otro tipo</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="65"/>
        <source>expected a finite number, got {got}</source>
        <translation>se esperaba un número finito, hay {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="68"/>
        <source>expected {kinds}, got {got}</source>
        <translation>se esperaba {kinds}, hay {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="70"/>
        <source>{problem} (write it without a decimal point)</source>
        <translation>{problem} (escríbelo sin decimales)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="87"/>
        <source>missing required key {key}</source>
        <translation>falta la clave obligatoria {key}</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="98"/>
        <source>{got}, not a tile id (expected e.g. 210a, 103a-2, PODIUM)</source>
        <translation>{got}, no un id de loseta (se esperaba p. ej. 210a, 103a-2, PODIUM)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="110"/>
        <source>{n} tile, more than the limit of {limit}</source>
        <comment>{n} tiles, more than the limit of {limit}</comment>
        <translation>
            <numerusform>{n} loseta, más que el límite de {limit}</numerusform>
            <numerusform>{n} losetas, más que el límite de {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="112"/>
        <source>{n} token, more than the limit of {limit}</source>
        <comment>{n} tokens, more than the limit of {limit}</comment>
        <translation>
            <numerusform>{n} ficha, más que el límite de {limit}</numerusform>
            <numerusform>{n} fichas, más que el límite de {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/reading.py" line="114"/>
        <source>{n} stage, more than the limit of {limit}</source>
        <comment>{n} stages, more than the limit of {limit}</comment>
        <translation>
            <numerusform>{n} Tramo, más que el límite de {limit}</numerusform>
            <numerusform>{n} Tramos, más que el límite de {limit}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="124"/>
        <source>farther than {limit} hexes from the origin (the limit)</source>
        <translation>a más de {limit} hexágonos del origen (el límite)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/reading.py" line="132"/>
        <source>beyond the limit of {limit} for a token number</source>
        <translation>más allá del límite de {limit} para un número de ficha</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/rgt.py" line="142"/>
        <source>token {token} has no .rgt equivalent (Rekee cannot export it either); remove it or save as .json or .stage.json</source>
        <translation>la ficha {token} no tiene equivalente en .rgt (Rekee tampoco puede exportarla); quítala o guarda como .json o .stage.json</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/rgt.py" line="157"/>
        <source>the {encoding} encoding of the file read (written as UTF-8, as Rekee writes .rgt)</source>
        <translation>la codificación {encoding} del archivo leído (escrito en UTF-8, como Rekee escribe .rgt)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/rgt.py" line="161"/>
        <source>the missing terrain of {n} token (written as gravel 'dirt' tokens)</source>
        <comment>the missing terrain of {n} tokens (written as gravel 'dirt' tokens)</comment>
        <translation>
            <numerusform>el firme que falta en {n} ficha (escrita como fichas 'dirt' de tierra)</numerusform>
            <numerusform>el firme que falta en {n} fichas (escritas como fichas 'dirt' de tierra)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/rgt.py" line="166"/>
        <source>the side letter of {n} pit stop tile {id}a/b (.rgt has one id for both identical sides; reads back as {id})</source>
        <comment>the side letter of {n} pit stop tiles {id}a/b (.rgt has one id for both identical sides; reads back as {id})</comment>
        <translation>
            <numerusform>la letra de cara de {n} loseta de boxes {id}a/b (.rgt tiene un solo id para ambas caras idénticas; se relee como {id})</numerusform>
            <numerusform>la letra de cara de {n} losetas de boxes {id}a/b (.rgt tiene un solo id para ambas caras idénticas; se releen como {id})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="51"/>
        <source>tile {n} ({tile} at q={q}, r={r})</source>
        <translation>loseta {n} ({tile} en q={q}, r={r})</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="60"/>
        <source>{tile} is not a tile id</source>
        <translation>{tile} no es un identificador de loseta</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="76"/>
        <source>the notes ({format} has no field for them)</source>
        <translation>las notas ({format} no tiene campo para ellas)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="78"/>
        <source>tileset {tileset} ({format} has no field for it)</source>
        <translation>el juego de losetas {tileset} ({format} no tiene campo para él)</translation>
    </message>
    <message>
        <location filename="../../pacenote/formats/writing.py" line="81"/>
        <source>the lap count {laps} ({format} has no field for it)</source>
        <translation>el número de vueltas {laps} ({format} no tiene campo para él)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/formats/writing.py" line="86"/>
        <source>{n} hex with more than one tile, e.g. q={q}, r={r} (Rekee keeps only the last tile on a hex)</source>
        <comment>{n} hexes with more than one tile, e.g. q={q}, r={r} (Rekee keeps only the last tile on a hex)</comment>
        <translation>
            <numerusform>{n} hexágono con más de una loseta, p. ej. q={q}, r={r} (Rekee solo conserva la última loseta de un hexágono)</numerusform>
            <numerusform>{n} hexágonos con más de una loseta, p. ej. q={q}, r={r} (Rekee solo conserva la última loseta de un hexágono)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="203"/>
        <source>REPAIR</source>
        <translation>REPARAR</translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="203"/>
        <source>TYRES</source>
        <translation>NEUMÁTICOS</translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="210"/>
        <source>PIT STOP</source>
        <translation>PARADA EN BOXES</translation>
    </message>
    <message>
        <location filename="../../pacenote/i18n.py" line="98"/>
        <source>unknown language {language}: choose one of {languages}</source>
        <translation>idioma desconocido {language}: elige uno de {languages}</translation>
    </message>
    <message>
        <location filename="../../pacenote/i18n.py" line="352"/>
        <source>{first} or {last}</source>
        <translation>{first} o {last}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="42"/>
        <source>is a directory, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="43"/>
        <source>no such file</source>
        <translation>no existe el archivo</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="63"/>
        <source>expected a file name ending in {suffixes}</source>
        <translation>se esperaba un nombre de archivo terminado en {suffixes}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="71"/>
        <source>no such file (a folder on its path is a file)</source>
        <translation>no existe el archivo (una carpeta de su ruta es un archivo)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="84"/>
        <source>larger than the limit of {limit} bytes</source>
        <translation>mayor que el límite de {limit} bytes</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="93"/>
        <source>is not a regular file (a device, pipe or socket); pacenote reads only regular files</source>
        <translation>no es un archivo normal (un dispositivo, tubería o socket); pacenote solo lee archivos normales</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="96"/>
        <source>{size} bytes, larger than the limit of {limit} bytes</source>
        <translation>{size} bytes, más que el límite de {limit} bytes</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="135"/>
        <source>not UTF-16 text, though it starts with a UTF-16 byte order mark</source>
        <translation>no es texto UTF-16, aunque empieza con una marca de orden de bytes UTF-16</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="145"/>
        <source>byte {n}</source>
        <translation>byte {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="145"/>
        <source>not UTF-8 text</source>
        <translation>no es texto UTF-8</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="162"/>
        <source>Expecting value</source>
        <translation>se esperaba un valor</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="162"/>
        <source>Expecting ',' delimiter</source>
        <translation>se esperaba el separador ','</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="163"/>
        <source>Expecting ':' delimiter</source>
        <translation>se esperaba el separador ':'</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="164"/>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>se esperaba un nombre de propiedad entre comillas dobles</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="164"/>
        <source>Extra data</source>
        <translation>datos de más</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="165"/>
        <source>Invalid control character at</source>
        <translation>carácter de control no válido</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="165"/>
        <source>Invalid \escape</source>
        <translation>secuencia \ no válida</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="166"/>
        <source>Invalid \uXXXX escape</source>
        <translation>secuencia \uXXXX no válida</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="167"/>
        <source>Illegal trailing comma before end of object</source>
        <translation>coma sobrante antes del final del objeto</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="168"/>
        <source>Illegal trailing comma before end of array</source>
        <translation>coma sobrante antes del final de la lista</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="181"/>
        <source>unterminated string: it starts here and the file ends inside it (cut short?)</source>
        <translation>cadena sin terminar: empieza aquí y el archivo acaba dentro de ella (¿cortado?)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="185"/>
        <source>{problem}: the file ends too soon (cut short?)</source>
        <translation>{problem}: el archivo acaba demasiado pronto (¿cortado?)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="194"/>
        <source>line {line} column {column}</source>
        <translation>línea {line} columna {column}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="195"/>
        <source>empty file, expected JSON</source>
        <translation>archivo vacío, se esperaba JSON</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="205"/>
        <source>invalid JSON: {problem}</source>
        <translation>JSON no válido: {problem}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="240"/>
        <source>line {line}</source>
        <translation>línea {line}</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="240"/>
        <source>nested more than {limit} deep (the limit for arrays and objects)</source>
        <translation>anidado a más de {limit} niveles (el límite para listas y objetos)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="286"/>
        <source>an integer of {digits} digits (the limit is {limit})</source>
        <translation>un entero de {digits} cifras (el límite es {limit})</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="291"/>
        <source>expected a finite number, got {value} (beyond a 64-bit float, or no number)</source>
        <translation>se esperaba un número finito, hay {value} (más allá de un flotante de 64 bits, o ningún número)</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="299"/>
        <source>a key of {n} characters (the limit is {limit})</source>
        <translation>una clave de {n} caracteres (el límite es {limit})</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="301"/>
        <source>a string of {n} characters (the limit is {limit})</source>
        <translation>una cadena de {n} caracteres (el límite es {limit})</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="405"/>
        <source>is a read-only file: not replaced</source>
        <translation>es un archivo de solo lectura: no se reemplaza</translation>
    </message>
    <message>
        <location filename="../../pacenote/jsonio.py" line="421"/>
        <source>is not a regular file (a device, pipe or socket): pacenote writes only regular files</source>
        <translation>no es un archivo normal (un dispositivo, tubería o socket): pacenote solo escribe archivos normales</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/limits.py" line="64"/>
        <source>{n} road tile, more than the limit of {limit} for a test drive (docs/formats.md, Limits)</source>
        <comment>{n} road tiles, more than the limit of {limit} for a test drive (docs/formats.md, Limits)</comment>
        <translation>
            <numerusform>{n} loseta de carretera, más que el límite de {limit} para una prueba (docs/formats.md, Limits)</numerusform>
            <numerusform>{n} losetas de carretera, más que el límite de {limit} para una prueba (docs/formats.md, Limits)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/limits.py" line="73"/>
        <source>{tiles} tiles in its {n} stage, more than the limit of {limit} for a rally (docs/formats.md, Limits)</source>
        <comment>{tiles} tiles in its {n} stages, more than the limit of {limit} for a rally (docs/formats.md, Limits)</comment>
        <translation>
            <numerusform>{tiles} losetas en su {n} Tramo, más que el límite de {limit} para un rally (docs/formats.md, Limits)</numerusform>
            <numerusform>{tiles} losetas en sus {n} Tramos, más que el límite de {limit} para un rally (docs/formats.md, Limits)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/limits.py" line="83"/>
        <source>{tiles} road tiles to drive in {n} stage, more than the limit of {limit} for one rally (docs/formats.md, Limits)</source>
        <comment>{tiles} road tiles to drive in {n} stages, more than the limit of {limit} for one rally (docs/formats.md, Limits)</comment>
        <translation>
            <numerusform>{tiles} losetas de carretera que recorrer en {n} Tramo, más que el límite de {limit} para un rally (docs/formats.md, Limits)</numerusform>
            <numerusform>{tiles} losetas de carretera que recorrer en {n} Tramos, más que el límite de {limit} para un rally (docs/formats.md, Limits)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="36"/>
        <source>: {why} (tileset {name})</source>
        <translation>: {why} (juego de losetas {name})</translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="38"/>
        <source> is a tile of {other}, not of the stage's tileset {tileset} (name both: {tileset}+{other})</source>
        <translation> es una loseta de {other}, no del juego de losetas del Tramo {tileset} (nombra los dos: {tileset}+{other})</translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="44"/>
        <source> is a tile of {boxes} that pacenote does not model yet</source>
        <translation> es una loseta de {boxes} que pacenote aún no modela</translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="46"/>
        <source> is no tile side pacenote knows (tilesets {names}): a typo?</source>
        <translation> no es ninguna cara de loseta que pacenote conozca (juegos {names}): ¿una errata?</translation>
    </message>
    <message>
        <location filename="../../pacenote/loading.py" line="64"/>
        <source>{tile}{reason}</source>
        <translation>{tile}{reason}</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="24"/>
        <source>playing time</source>
        <translation>tiempo de juego</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="70"/>
        <source>within {tolerance} % of the rulebook ({gap} % under)</source>
        <translation>a menos del {tolerance} % del reglamento ({gap} % por debajo)</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="71"/>
        <source>within {tolerance} % of the rulebook ({gap} % over)</source>
        <translation>a menos del {tolerance} % del reglamento ({gap} % por encima)</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="74"/>
        <source>shorter than the rulebook by {gap} %: the cars play fewer turns than on its stages of this length</source>
        <translation>más corta que el reglamento en un {gap} %: los coches juegan menos turnos que en sus Tramos de esta longitud</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="76"/>
        <source>longer than the rulebook by {gap} %: the cars play more turns than on its stages of this length</source>
        <translation>más larga que el reglamento en un {gap} %: los coches juegan más turnos que en sus Tramos de esta longitud</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="89"/>
        <source>stage {label}: {error}</source>
        <translation>Tramo {label}: {error}</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="133"/>
        <source>not a file name: it holds a character that is not valid Unicode</source>
        <translation>no es un nombre de archivo: contiene un carácter que no es Unicode válido</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="136"/>
        <source>not a file name: it is empty or holds a NUL or another control character</source>
        <translation>no es un nombre de archivo: está vacío o contiene un NUL u otro carácter de control</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="139"/>
        <source>an absolute path: name the stage file relative to the rally file, in its folder or below</source>
        <translation>una ruta absoluta: nombra el archivo de Tramo relativo al archivo de rally, en su carpeta o debajo</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="143"/>
        <source>a rally file, not a stage: name one of its stage files</source>
        <translation>un archivo de rally, no un Tramo: nombra uno de sus archivos de Tramo</translation>
    </message>
    <message>
        <location filename="../../pacenote/rally.py" line="146"/>
        <source>leads outside the rally's folder (by '..' or a symlink): stage files must be in its folder or below</source>
        <translation>sale de la carpeta del rally (por '..' o un enlace simbólico): los archivos de Tramo deben estar en su carpeta o debajo</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="39"/>
        <source>{key} is a required property</source>
        <translation>{key} es una propiedad obligatoria</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="43"/>
        <source>a key that is not allowed here</source>
        <translation>una clave que no se permite aquí</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="45"/>
        <source>expected one of {values}, got {got}</source>
        <translation>se esperaba uno de {values}, hay {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="47"/>
        <source>expected {value}, got {got}</source>
        <translation>se esperaba {value}, hay {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="48"/>
        <source>expected a non-empty string</source>
        <translation>se esperaba una cadena no vacía</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="49"/>
        <source>expected a string of at least {n} characters, got {got}</source>
        <translation>se esperaba una cadena de al menos {n} caracteres, hay {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="50"/>
        <source>expected a string of at most {n} characters, got {got}</source>
        <translation>se esperaba una cadena de como mucho {n} caracteres, hay {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="52"/>
        <source>expected at least {n}</source>
        <translation>se esperaba al menos {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="53"/>
        <source>expected at most {n}</source>
        <translation>se esperaba como mucho {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="54"/>
        <source>expected more than {n}</source>
        <translation>se esperaba más de {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="55"/>
        <source>expected less than {n}</source>
        <translation>se esperaba menos de {n}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="56"/>
        <source>expected at least {n} items, got {got}</source>
        <translation>se esperaban al menos {n} elementos, hay {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="57"/>
        <source>expected at most {n} items, got {got}</source>
        <translation>se esperaban como mucho {n} elementos, hay {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="58"/>
        <source>expected no item twice</source>
        <translation>se esperaba ningún elemento repetido</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="59"/>
        <source>expected a string matching {pattern}, got {got}</source>
        <translation>se esperaba una cadena que cumpla {pattern}, hay {got}</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="61"/>
        <source>{got} matching none of the forms allowed here</source>
        <translation>{got} que no cumple ninguna de las formas permitidas aquí</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="65"/>
        <source>{got} that breaks the schema's {rule} rule</source>
        <translation>{got} que incumple la regla {rule} del esquema</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="71"/>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <location filename="../../pacenote/schemawords.py" line="71"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../../pacenote/stage.py" line="103"/>
        <source>{tile} at {q},{r}</source>
        <translation>{tile} en {q},{r}</translation>
    </message>
    <message>
        <location filename="../../pacenote/tilelist.py" line="76"/>
        <source>{token} is not a tile id</source>
        <translation>{token} no es un id de loseta</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/tilelist.py" line="100"/>
        <source>the box holds {n} tile {number}</source>
        <comment>the box holds {n} tiles {number}</comment>
        <translation>
            <numerusform>la caja tiene {n} loseta {number}</numerusform>
            <numerusform>la caja tiene {n} losetas {number}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/tilelist.py" line="102"/>
        <source>the box holds no tile {number}</source>
        <translation>la caja no tiene ninguna loseta {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/tilelist.py" line="104"/>
        <source>the {boxes} boxes hold {n} tile {number}</source>
        <comment>the {boxes} boxes hold {n} tiles {number}</comment>
        <translation>
            <numerusform>las {boxes} cajas tienen {n} loseta {number}</numerusform>
            <numerusform>las {boxes} cajas tienen {n} losetas {number}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/tilelist.py" line="107"/>
        <source>the {boxes} boxes hold no tile {number}</source>
        <translation>las {boxes} cajas no tienen ninguna loseta {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/tilelist.py" line="109"/>
        <source>{boxes} hold {n} tile {number}</source>
        <comment>{boxes} hold {n} tiles {number}</comment>
        <translation>
            <numerusform>{boxes} tienen {n} loseta {number}</numerusform>
            <numerusform>{boxes} tienen {n} losetas {number}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/tilelist.py" line="111"/>
        <source>{boxes} hold no tile {number}</source>
        <translation>{boxes} no tienen ninguna loseta {number}</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="37"/>
        <source>duplicate tile side {id}</source>
        <translation>cara de loseta repetida {id}</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="41"/>
        <source>{id} does not match number and side</source>
        <translation>{id} no coincide con el número y la cara</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="74"/>
        <source>a {kind} side needs a kind of {kinds} and at least two roads</source>
        <translation>una cara {kind} necesita un tipo entre {kinds} y al menos dos carreteras</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="89"/>
        <source>two roads with one id</source>
        <translation>dos carreteras con el mismo id</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="99"/>
        <source>no road has a cell labelled {label}</source>
        <translation>ninguna carretera tiene una casilla llamada {label}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../pacenote/tileparse.py" line="126"/>
        <source>section {section} does not exist ({n} section)</source>
        <comment>section {section} does not exist ({n} sections)</comment>
        <translation>
            <numerusform>la sección {section} no existe ({n} sección)</numerusform>
            <numerusform>la sección {section} no existe ({n} secciones)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="134"/>
        <source>road cannot start and end on one edge</source>
        <translation>la carretera no puede empezar y acabar en el mismo lado</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="139"/>
        <source>only the service park has a road with one end</source>
        <translation>solo el Parque de Asistencia tiene una carretera con un solo extremo</translation>
    </message>
    <message>
        <location filename="../../pacenote/tileparse.py" line="163"/>
        <source>no lane width for {n}-lane roads in $.lane_widths</source>
        <translation>no hay ancho de carril para carreteras de {n} carriles en $.lane_widths</translation>
    </message>
    <message>
        <location filename="../../pacenote/tiles.py" line="104"/>
        <source>unknown tileset {name} (known: {known})</source>
        <translation>juego de losetas desconocido {name} (conocidos: {known})</translation>
    </message>
    <message>
        <location filename="../../pacenote/tilesides.py" line="273"/>
        <source>side {id} has {reason}: not yet modelled</source>
        <translation>la cara {id} tiene {reason}: aún no modelada</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="49"/>
        <source>no start-finish piece ({ids}): a circuit starts and ends on it</source>
        <translation>ninguna pieza de salida-meta ({ids}): un circuito empieza y termina en ella</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="66"/>
        <source>hex {q},{r}, which holds only scenery ({tile})</source>
        <translation>el hex {q},{r}, que solo tiene decorado ({tile})</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="67"/>
        <source>hex {q},{r}</source>
        <translation>el hex {q},{r}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/circuit.py" line="69"/>
        <source>the circuit does not close: from {first} the road ends at {last}, leaving by its {side} side to {there}, {n} hex from the start-finish piece, which it must come back into from behind its grid</source>
        <comment>the circuit does not close: from {first} the road ends at {last}, leaving by its {side} side to {there}, {n} hexes from the start-finish piece, which it must come back into from behind its grid</comment>
        <translation>
            <numerusform>el circuito no se cierra: desde {first} la carretera termina en {last}, saliendo por su lado {side} hacia {there}, a {n} hex de la pieza de salida-meta, a la que debe volver por detrás de su parrilla</numerusform>
            <numerusform>el circuito no se cierra: desde {first} la carretera termina en {last}, saliendo por su lado {side} hacia {there}, a {n} hex de la pieza de salida-meta, a la que debe volver por detrás de su parrilla</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="87"/>
        <source>no pit-stop piece (101): the rules place it next to the circuit; without it no car can pit</source>
        <translation>ninguna pieza de boxes (101): las reglas la colocan junto al circuito; sin ella ningún coche puede entrar en boxes</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="100"/>
        <source>the pit-stop piece {tile} lies where the road of {other} continues: it goes beside the circuit, not in it</source>
        <translation>la pieza de boxes {tile} está donde sigue la carretera de {other}: va junto al circuito, no en él</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="106"/>
        <source>the pit-stop piece {tile} touches no piece of the circuit: the rules place it next to the track</source>
        <translation>la pieza de boxes {tile} no toca ninguna pieza del circuito: las reglas la colocan junto a la pista</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="119"/>
        <source>no sequence of moves leads from the grid round the circuit back over the line: cars get no further than {cells}</source>
        <translation>ninguna secuencia de movimientos lleva desde la parrilla, dando la vuelta al circuito, de nuevo sobre la línea: los coches no pasan de {cells}</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="131"/>
        <source> (the file gives no lap count: 1 assumed)</source>
        <translation> (el archivo no indica el número de vueltas: se supone 1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/circuit.py" line="133"/>
        <source>{pieces} pieces in the loop (pit stop not counted) x {n} lap{said}: {length}, about {minutes} min for {players} players (rulebook guidelines: {guide})</source>
        <comment>{pieces} pieces in the loop (pit stop not counted) x {n} laps{said}: {length}, about {minutes} min for {players} players (rulebook guidelines: {guide})</comment>
        <translation>
            <numerusform>{pieces} piezas en el circuito (sin contar boxes) x {n} vuelta{said}: {length}, unos {minutes} min para {players} jugadores (guía del reglamento: {guide})</numerusform>
            <numerusform>{pieces} piezas en el circuito (sin contar boxes) x {n} vueltas{said}: {length}, unos {minutes} min para {players} jugadores (guía del reglamento: {guide})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="139"/>
        <source>a race</source>
        <translation>una carrera</translation>
    </message>
    <message>
        <location filename="../../validators/circuit.py" line="163"/>
        <source>the RX circuit has no joker branch: lay a junction (402-409, 415) whose branch road leaves the loop and joins it again at another junction</source>
        <translation>el circuito RX no tiene ramal joker: coloca un cruce (402-409, 415) cuyo ramal salga del circuito y vuelva a unirse a él en otro cruce</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/circuit.py" line="176"/>
        <source>the {route} road of {tile} leaves the course over {n} tile and does not join it again at a junction</source>
        <comment>the {route} road of {tile} leaves the course over {n} tiles and does not join it again at a junction</comment>
        <translation>
            <numerusform>la carretera {route} de {tile} sale del recorrido durante {n} loseta y no vuelve a unirse a él en un cruce</numerusform>
            <numerusform>la carretera {route} de {tile} sale del recorrido durante {n} losetas y no vuelve a unirse a él en un cruce</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/circuitguide.py" line="22"/>
        <source>short 15 x 1 lap, medium 18 x 1 or 12 x 2, long 21 x 1 or 16 x 2</source>
        <translation>corta 15 x 1 vuelta, mediana 18 x 1 o 12 x 2, larga 21 x 1 o 16 x 2</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="34"/>
        <source>stages {list}</source>
        <translation>Tramos {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="36"/>
        <source>tiles {list}</source>
        <translation>losetas {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="38"/>
        <source>hexes {list}</source>
        <translation>hex {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="41"/>
        <source>cells {list}</source>
        <translation>casillas {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="43"/>
        <source>placements {list}</source>
        <translation>colocaciones {list}</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="52"/>
        <source>error</source>
        <comment>severity</comment>
        <translation>error</translation>
    </message>
    <message>
        <location filename="../../validators/finding.py" line="53"/>
        <source>warning</source>
        <comment>severity</comment>
        <translation>aviso</translation>
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
        <translation>corto</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="35"/>
        <source>medium</source>
        <comment>length class</comment>
        <translation>mediano</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="36"/>
        <source>long</source>
        <comment>length class</comment>
        <translation>largo</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="37"/>
        <source>a short stage</source>
        <translation>un Tramo corto</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="38"/>
        <source>a medium stage</source>
        <translation>un Tramo mediano</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="39"/>
        <source>a long stage</source>
        <translation>un Tramo largo</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="40"/>
        <source>a short rally</source>
        <translation>un rally corto</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="41"/>
        <source>a medium rally</source>
        <translation>un rally mediano</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="42"/>
        <source>a long rally</source>
        <translation>un rally largo</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="43"/>
        <source>a short race</source>
        <translation>una carrera corta</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="44"/>
        <source>a medium race</source>
        <translation>una carrera mediana</translation>
    </message>
    <message>
        <location filename="../../validators/guidelines.py" line="45"/>
        <source>a long race</source>
        <translation>una carrera larga</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="63"/>
        <source>no sequence of moves leads from the grid past the finish line: cars get no further than {cells} on {tile}</source>
        <translation>ninguna secuencia de movimientos lleva desde la parrilla más allá de la línea de meta: los coches no pasan de {cells} en {tile}</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="76"/>
        <source>the shortcut {cell} on {tile} can never be entered: no cell before the corner it cuts touches it</source>
        <translation>en el atajo {cell} de {tile} nunca se puede entrar: ninguna casilla antes de la curva que corta lo toca</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="79"/>
        <source>the shortcut {cell} on {tile} leads nowhere: no cell after the corner it cuts touches it</source>
        <translation>el atajo {cell} de {tile} no lleva a ninguna parte: ninguna casilla después de la curva que corta lo toca</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="98"/>
        <source>the slide row {cells} on {tile} can never be entered sliding</source>
        <translation>en la fila de derrape {cells} de {tile} nunca se puede entrar derrapando</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="101"/>
        <source>the slide row {cells} on {tile} can never be left sliding</source>
        <translation>de la fila de derrape {cells} de {tile} nunca se puede salir derrapando</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="141"/>
        <source>{cell} (limit {limit})</source>
        <translation>{cell} (límite {limit})</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="144"/>
        <source>every landing of the jump ^{n} at {cells} on {tile} has a limit below the landing gear ({spots}): the jump can only be made with a loss of control</source>
        <translation>todos los aterrizajes del salto ^{n} en {cells} de {tile} tienen un límite inferior a la marcha de aterrizaje ({spots}): el salto solo se puede hacer con una pérdida de control</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="161"/>
        <source>{cell} (limit {limit}, landing in gear {gear})</source>
        <translation>{cell} (límite {limit}, aterrizando en marcha {gear})</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="165"/>
        <source>the jump ^{n} at {cells} on {tile} can land on {spots}: a loss of control there</source>
        <translation>el salto ^{n} en {cells} de {tile} puede aterrizar en {spots}: allí hay pérdida de control</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="170"/>
        <source>the jump ^{n} at {cells} on {tile} reaches the ford at {fords}: pacenote's reading is that a car cannot land in a ford (a landing is never a gas or gear-1 entry), so the jump never lands there (docs/rules.md)</source>
        <translation>el salto ^{n} en {cells} de {tile} alcanza el vado en {fords}: pacenote entiende que un coche no puede aterrizar en un vado (un aterrizaje nunca es una entrada con gas ni en marcha 1), así que el salto nunca aterriza allí (docs/rules.md)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/playability.py" line="186"/>
        <source>{n} road tile from START to FINISH (service park not counted): {length}, about {minutes} min for {players} players (rulebook guidelines: short {short}, medium {medium}, long {long} tiles)</source>
        <comment>{n} road tiles from START to FINISH (service park not counted): {length}, about {minutes} min for {players} players (rulebook guidelines: short {short}, medium {medium}, long {long} tiles)</comment>
        <translation>
            <numerusform>{n} loseta de carretera de START a FINISH (sin contar el Parque de Asistencia): {length}, unos {minutes} min para {players} jugadores (guía del reglamento: corto {short}, mediano {medium}, largo {long} losetas)</numerusform>
            <numerusform>{n} losetas de carretera de START a FINISH (sin contar el Parque de Asistencia): {length}, unos {minutes} min para {players} jugadores (guía del reglamento: corto {short}, mediano {medium}, largo {long} losetas)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="193"/>
        <source>a stage</source>
        <translation>un Tramo</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/playability.py" line="199"/>
        <source>{n} road tile: shorter than the rulebook's short stage ({short} tiles for {players} players)</source>
        <comment>{n} road tiles: shorter than the rulebook's short stage ({short} tiles for {players} players)</comment>
        <translation>
            <numerusform>{n} loseta de carretera: más corto que el Tramo corto del reglamento ({short} losetas para {players} jugadores)</numerusform>
            <numerusform>{n} losetas de carretera: más corto que el Tramo corto del reglamento ({short} losetas para {players} jugadores)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="206"/>
        <source>{n} road tiles: longer than the rulebook's long stage ({long} tiles for {players} players)</source>
        <translation>{n} losetas de carretera: más largo que el Tramo largo del reglamento ({long} losetas para {players} jugadores)</translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="222"/>
        <source>{tile} is one car wide at {cells}: a car there blocks everyone behind it (blocking risk with many cars)</source>
        <translation>{tile} tiene el ancho de un coche en {cells}: un coche allí bloquea a todos los de detrás (riesgo de bloqueo con muchos coches)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/playability.py" line="235"/>
        <source>{n} course tile: {low} low, {medium} medium, {high} high danger ({share}% high: crashes there draw the most damage)</source>
        <comment>{n} course tiles: {low} low, {medium} medium, {high} high danger ({share}% high: crashes there draw the most damage)</comment>
        <translation>
            <numerusform>{n} loseta del recorrido: {low} de peligro bajo, {medium} medio, {high} alto ({share}% alto: un accidente allí causa más daño)</numerusform>
            <numerusform>{n} losetas del recorrido: {low} de peligro bajo, {medium} medio, {high} alto ({share}% alto: un accidente allí causa más daño)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/playability.py" line="258"/>
        <source>{n} tiles in a row without a speed limit (course tiles {first}-{last}, {tile} to {other}): cars reach top gear with nothing to brake for</source>
        <translation>{n} losetas seguidas sin límite de velocidad (losetas del recorrido {first}-{last}, de {tile} a {other}): los coches llegan a la marcha más alta sin nada para frenar</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="51"/>
        <source>{label} ({file}) could not be read: {problem}</source>
        <translation>no se pudo leer {label} ({file}): {problem}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/rallychecks.py" line="58"/>
        <source>{label} ({file}) has {n} error ({codes})</source>
        <comment>{label} ({file}) has {n} errors ({codes})</comment>
        <translation>
            <numerusform>{label} ({file}) tiene {n} error ({codes})</numerusform>
            <numerusform>{label} ({file}) tiene {n} errores ({codes})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="66"/>
        <source>the plan has service after {label} but {file} has no service park (201) attached after its FINISH</source>
        <translation>el plan tiene asistencia después de {label} pero {file} no tiene Parque de Asistencia (201) unido tras su FINISH</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="72"/>
        <source>{file} ends with the service park {tile} but the plan has no service after {label}</source>
        <translation>{file} termina con el Parque de Asistencia {tile} pero el plan no tiene asistencia después de {label}</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="81"/>
        <source>the plan has service after the last stage {label}: it repairs nothing that is driven again</source>
        <translation>el plan tiene asistencia después del último Tramo {label}: no repara nada que se vuelva a correr</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="86"/>
        <source>the rally has one stage; a rally is several stages (the rulebook's have three)</source>
        <translation>el rally tiene un Tramo; un rally son varios Tramos (los del reglamento tienen tres)</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="101"/>
        <source>one of the rulebook's plans</source>
        <translation>uno de los planes del reglamento</translation>
    </message>
    <message>
        <location filename="../../validators/rallychecks.py" line="102"/>
        <source>nearest rulebook class by road tiles</source>
        <translation>la clase del reglamento más cercana por losetas de carretera</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/rallychecks.py" line="104"/>
        <source>{n} stage, {tiles} road tiles ({classes}): {length}, about {minutes} min ({how}; short = 2 short stages, medium = 3 short or 2 long, long = 3 medium)</source>
        <comment>{n} stages, {tiles} road tiles ({classes}): {length}, about {minutes} min ({how}; short = 2 short stages, medium = 3 short or 2 long, long = 3 medium)</comment>
        <translation>
            <numerusform>{n} Tramo, {tiles} losetas de carretera ({classes}): {length}, unos {minutes} min ({how}; corto = 2 Tramos cortos, mediano = 3 cortos o 2 largos, largo = 3 medianos)</numerusform>
            <numerusform>{n} Tramos, {tiles} losetas de carretera ({classes}): {length}, unos {minutes} min ({how}; corto = 2 Tramos cortos, mediano = 3 cortos o 2 largos, largo = 3 medianos)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="50"/>
        <source>{tile} at {q},{r}{reason}</source>
        <translation>{tile} en {q},{r}{reason}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/structure.py" line="64"/>
        <source>tile {number} is used {n} time ({where}) but {held}</source>
        <comment>tile {number} is used {n} times ({where}) but {held}</comment>
        <translation>
            <numerusform>la loseta {number} se usa {n} vez ({where}) pero {held}</numerusform>
            <numerusform>la loseta {number} se usa {n} veces ({where}) pero {held}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="68"/>
        <source>{where}: both sides of tile {number} are used but {held} (a tile shows one side at a time)</source>
        <translation>{where}: se usan las dos caras de la loseta {number} pero {held} (una loseta muestra una cara cada vez)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../validators/structure.py" line="72"/>
        <source>{side} is placed {n} time ({where}) but {held}</source>
        <comment>{side} is placed {n} times ({where}) but {held}</comment>
        <translation>
            <numerusform>{side} está colocada {n} vez ({where}) pero {held}</numerusform>
            <numerusform>{side} está colocada {n} veces ({where}) pero {held}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="86"/>
        <source>{n} tiles on hex {q},{r} ({tiles}); a hex holds one tile</source>
        <translation>{n} losetas en el hex {q},{r} ({tiles}); en un hex cabe una loseta</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="104"/>
        <source>{n} {word} tiles ({tiles}); a stage has one</source>
        <translation>{n} losetas {word} ({tiles}); un Tramo tiene una</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="108"/>
        <source>no {word} tile ({ids})</source>
        <translation>ninguna loseta {word} ({ids})</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="122"/>
        <source>no {word} tile ({ids}): the course leading to the FINISH begins at {tile}, facing empty hex {q},{r}</source>
        <translation>ninguna loseta {word} ({ids}): el recorrido que lleva al FINISH empieza en {tile}, frente al hex vacío {q},{r}</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="125"/>
        <source>no {word} tile ({ids}): the course from the START ends at {tile}, facing empty hex {q},{r}</source>
        <translation>ninguna loseta {word} ({ids}): el recorrido desde el START termina en {tile}, frente al hex vacío {q},{r}</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="144"/>
        <source>the lanes of {tile} ({lanes} lanes) do not line up with those of {other} ({other_lanes} lanes) where they meet ({side} side of {id})</source>
        <translation>los carriles de {tile} ({lanes} carriles) no encajan con los de {other} ({other_lanes} carriles) donde se juntan (lado {side} de {id})</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="192"/>
        <source>the road of {tile} (course tile {i}) meets the road of {other} (course tile {j}), which does not follow it on the course: the course is ambiguous there</source>
        <translation>la carretera de {tile} (loseta {i} del recorrido) se junta con la de {other} (loseta {j} del recorrido), que no la sigue en el recorrido: ahí el recorrido es ambiguo</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="202"/>
        <source>behind the START</source>
        <translation>detrás del START</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="203"/>
        <source>after the FINISH</source>
        <translation>después del FINISH</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="203"/>
        <source>at the course</source>
        <translation>al recorrido</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="207"/>
        <source>the service park {tile} is attached {at} ({other}); it belongs right after the FINISH</source>
        <translation>el Parque de Asistencia {tile} está unido {at} ({other}); va justo después del FINISH</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="211"/>
        <source>{tile} joins the road {at} ({other}) but is not on the course: the road forks there</source>
        <translation>{tile} se une a la carretera {at} ({other}) pero no está en el recorrido: ahí la carretera se bifurca</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="231"/>
        <source>{tile} is not on the course from START to FINISH and joins nothing on it</source>
        <translation>{tile} no está en el recorrido de START a FINISH y no se une a nada de él</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="243"/>
        <source>the course leaves the START {tile} the way that leaves no cell behind its start line, so cars have nowhere to line up; turn the START round (or lead the course out of its other end)</source>
        <translation>el recorrido sale del START {tile} por el lado que no deja ninguna casilla detrás de su línea de salida, así que los coches no tienen dónde colocarse; gira el START (o saca el recorrido por su otro extremo)</translation>
    </message>
    <message>
        <location filename="../../validators/structure.py" line="257"/>
        <source>no cell of the course lies past the finish line of {tile}: cars can never finish; turn the FINISH round</source>
        <translation>ninguna casilla del recorrido está más allá de la línea de meta de {tile}: los coches nunca pueden terminar; gira el FINISH</translation>
    </message>
</context>
</TS>
