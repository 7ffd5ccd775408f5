<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>pacenote</name>
    <message>
        <location filename="../../cli/drivereport.py" line="140"/>
        <source>cell</source>
        <comment>drive table column</comment>
        <translation>casilla</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="140"/>
        <source>tile</source>
        <comment>drive table column</comment>
        <translation>loseta</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="141"/>
        <source>hex</source>
        <comment>drive table column</comment>
        <translation>hex</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="141"/>
        <source>losses</source>
        <comment>drive table column</comment>
        <translation>pérdidas</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="142"/>
        <source>per run</source>
        <comment>drive table column</comment>
        <translation>por carrera</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="142"/>
        <source>crashes</source>
        <comment>drive table column</comment>
        <translation>accidentes</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="143"/>
        <source>spin</source>
        <translation>trompo</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="143"/>
        <source>crash</source>
        <translation>accidente</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="143"/>
        <source>sisu</source>
        <translation>SISU</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="144"/>
        <source>green_flag</source>
        <translation>bandera verde</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="155"/>
        <source>runs</source>
        <translation>carreras</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="180"/>
        <source>{runs} solo runs, driver {driver}, seed {seed}</source>
        <translation>{runs} carreras en solitario, piloto {driver}, semilla {seed}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="185"/>
        <source> (exact)</source>
        <translation> (exacto)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="186"/>
        <source>{n} per run</source>
        <translation>{n} por carrera</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="188"/>
        <source>finished</source>
        <translation>terminadas</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="188"/>
        <source>{finished}/{runs} runs</source>
        <translation>{finished}/{runs} carreras</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="190"/>
        <source>retired {n}</source>
        <translation>abandonos {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="191"/>
        <source>stuck {n}</source>
        <translation>bloqueados {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="194"/>
        <source>mean {time}</source>
        <translation>media {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="196"/>
        <source>runs {time}</source>
        <translation>carreras {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="200"/>
        <source>stage time</source>
        <translation>tiempo del tramo</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="200"/>
        <source>(runs)</source>
        <translation>(carreras)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="202"/>
        <source>(expert's expected time)</source>
        <translation>(tiempo esperado del experto)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="203"/>
        <source>turns</source>
        <translation>turnos</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="204"/>
        <source>in the runs: </source>
        <translation>en las carreras: </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="205"/>
        <source>losses of control</source>
        <translation>pérdidas de control</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="207"/>
        <source>damage drawn</source>
        <translation>daños robados</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="210"/>
        <source>shortcuts</source>
        <translation>atajos</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="210"/>
        <source>{entries} entries in {runs} runs</source>
        <translation>{entries} entradas en {runs} carreras</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="215"/>
        <source>per run (exact)</source>
        <translation>por carrera (exacto)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="216"/>
        <source>damage</source>
        <translation>daño</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="217"/>
        <source>shortcuts {entries} entries, {share} of runs</source>
        <translation>atajos {entries} entradas, {share} de las carreras</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="219"/>
        <source>seconds tokens</source>
        <translation>fichas de Segundos</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="220"/>
        <source>{n} left per run on average</source>
        <translation>{n} sobrantes por carrera de media</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="226"/>
        <source>blocked turns</source>
        <translation>turnos bloqueados</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="226"/>
        <source>{n} (no die could enter a cell ahead)</source>
        <translation>{n} (ningún dado podía entrar en una casilla de delante)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="228"/>
        <source>spare wheel / SISU</source>
        <translation>rueda de repuesto / SISU</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="228"/>
        <source>{spare} / {sisu} runs</source>
        <translation>{spare} / {sisu} carreras</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="232"/>
        <source>Stage time distribution</source>
        <translation>Distribución de tiempos del tramo</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="234"/>
        <source>Hot spots (losses of control by cell)</source>
        <translation>Puntos críticos (pérdidas de control por casilla)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="235"/>
        <source>Hot spots (per run: exact)</source>
        <translation>Puntos críticos (por carrera: exacto)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="75"/>
        <source>wrote {path}: {n} page</source>
        <comment>wrote {path}: {n} pages</comment>
        <translation>
            <numerusform>escrito {path}: {n} página</numerusform>
            <numerusform>escrito {path}: {n} páginas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="92"/>
        <source>wrote {path}/: {files} files ({pages}-page PDF, {stages}, index.html)</source>
        <translation>escrito {path}/: {files} archivos (PDF de {pages} páginas, {stages}, index.html)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="95"/>
        <source>{n} stage</source>
        <comment>{n} stages</comment>
        <translation>
            <numerusform>{n} tramo</numerusform>
            <numerusform>{n} tramos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="244"/>
        <source>{n} error</source>
        <comment>{n} errors</comment>
        <translation>
            <numerusform>{n} error</numerusform>
            <numerusform>{n} errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="245"/>
        <source>{n} warning</source>
        <comment>{n} warnings</comment>
        <translation>
            <numerusform>{n} aviso</numerusform>
            <numerusform>{n} avisos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="246"/>
        <source>{n} info</source>
        <translation>{n} informativos</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="248"/>
        <source>{n} file checked</source>
        <comment>{n} files checked</comment>
        <translation>
            <numerusform>{n} archivo comprobado</numerusform>
            <numerusform>{n} archivos comprobados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="249"/>
        <source>{n} file could not be read</source>
        <comment>{n} files could not be read</comment>
        <translation>
            <numerusform>{n} archivo no se pudo leer</numerusform>
            <numerusform>{n} archivos no se pudieron leer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="252"/>
        <source>{n} file with errors</source>
        <comment>{n} files with errors</comment>
        <translation>
            <numerusform>{n} archivo con errores</numerusform>
            <numerusform>{n} archivos con errores</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="254"/>
        <source>not every file could be checked</source>
        <translation>no se pudieron comprobar todos los archivos</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="255"/>
        <source>no errors</source>
        <translation>sin errores</translation>
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
        <location filename="../../editor/drive_panel.py" line="59"/>
        <source>({finished} of {n} run)</source>
        <comment>({finished} of {n} runs)</comment>
        <translation>
            <numerusform>({finished} de {n} carrera)</numerusform>
            <numerusform>({finished} de {n} carreras)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="101"/>
        <source>{n} run · {driver} · seed {seed}</source>
        <comment>{n} runs · {driver} · seed {seed}</comment>
        <translation>
            <numerusform>{n} carrera · {driver} · semilla {seed}</numerusform>
            <numerusform>{n} carreras · {driver} · semilla {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="162"/>
        <source>{n} lap</source>
        <comment>{n} laps</comment>
        <translation>
            <numerusform>{n} vuelta</numerusform>
            <numerusform>{n} vueltas</numerusform>
        </translation>
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
        <location filename="../../editor/stage_panel.py" line="85"/>
        <source>{n} cell</source>
        <comment>{n} cells</comment>
        <translation>
            <numerusform>{n} casilla</numerusform>
            <numerusform>{n} casillas</numerusform>
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
        <location filename="../../export/booklet.py" line="66"/>
        <source>leader dice</source>
        <translation>dados de Líder</translation>
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
        <translation>tramo</translation>
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
        <translation>parque de asistencia</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="271"/>
        <source>rally booklet (PDF)</source>
        <translation>cuaderno del rally (PDF)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="271"/>
        <source>build guide (PDF)</source>
        <translation>guía de montaje (PDF)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="273"/>
        <source>rally file</source>
        <translation>archivo del rally</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="276"/>
        <source>the rally at a glance</source>
        <translation>el rally de un vistazo</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="277"/>
        <source>pick list (tiles.txt)</source>
        <translation>lista de losetas (tiles.txt)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="294"/>
        <source>picture (PNG)</source>
        <translation>imagen (PNG)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="295"/>
        <source>this page</source>
        <translation>esta página</translation>
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
        <translation>{title}: todos los tramos</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="106"/>
        <source>Stages</source>
        <translation>Tramos</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>stage</source>
        <translation>tramo</translation>
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
        <translation>{n} losetas físicas para todo el rally; volteadas entre tramos: {tiles}. Por tramo y entre tramos: </translation>
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
            <numerusform>{n} tramo ({classes})</numerusform>
            <numerusform>{n} tramos ({classes})</numerusform>
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
        <translation>Guía de montaje del tramo</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="56"/>
        <source>{title} · stage {n} of {count}</source>
        <translation>{title} · tramo {n} de {count}</translation>
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
            <numerusform>BORRADOR: este tramo tiene {n} error de validación y no está listo para jugar</numerusform>
            <numerusform>BORRADOR: este tramo tiene {n} errores de validación y no está listo para jugar</numerusform>
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
            <numerusform>~{minutes} min para {n} jugador (reglamento: ~{book} min para un tramo {size} y 4 jugadores)</numerusform>
            <numerusform>~{minutes} min para {n} jugadores (reglamento: ~{book} min para un tramo {size} y 4 jugadores)</numerusform>
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
    <message numerus="yes">
        <location filename="../../export/picklist.py" line="125"/>
        <source>{n} box</source>
        <comment>{n} boxes</comment>
        <translation>
            <numerusform>{n} caja</numerusform>
            <numerusform>{n} cajas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="127"/>
        <source>Whole rally: {tiles} physical tiles from {boxes} (the table holds one stage at a time)</source>
        <translation>Rally completo: {tiles} losetas físicas de {boxes} (en la mesa cabe un tramo cada vez)</translation>
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
        <translation>volteadas entre tramos: {tiles}</translation>
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
        <location filename="../../export/rallypages.py" line="36"/>
        <source>short = 2 short stages, medium = 3 short or 2 long, long = 3 medium</source>
        <translation>corto = 2 tramos cortos, mediano = 3 cortos o 2 largos, largo = 3 medianos</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="38"/>
        <source>After a stage with service: remove all damage tokens and take back the spare wheel.</source>
        <translation>Tras un tramo con asistencia: retira todas las fichas de Daño y recupera la rueda de repuesto.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="39"/>
        <source>After a stage without service: note each car's damage tokens (gear / gas / brake) on the rally sheet; they start the next stage on its dashboard. A spare wheel not used in the stage may be discarded between stages to remove one gas damage.</source>
        <translation>Tras un tramo sin asistencia: anota las fichas de Daño de cada coche (marcha / gas / frenos) en la Hoja de Rally; empiezan el siguiente tramo en su Panel de control. Una rueda de repuesto no usada en el tramo puede descartarse entre tramos para quitar un daño de gas.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="42"/>
        <source>Time cards and seconds tokens never carry over. The lowest total time plays first in the next stage.</source>
        <translation>Las cartas de Tiempo y las fichas de Segundos nunca se conservan. El menor tiempo total juega primero en el siguiente tramo.</translation>
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
        <location filename="../../export/rallypages.py" line="56"/>
        <source>one of the rulebook's plans</source>
        <translation>uno de los planes del reglamento</translation>
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
            <numerusform>{n} tramo ({classes}): un rally {size} ({how}; {plans})</numerusform>
            <numerusform>{n} tramos ({classes}): un rally {size} ({how}; {plans})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="66"/>
        <source>~{minutes} min for {n} player: the stages at the rulebook's rate and {between} min between stages (rulebook: ~{book} min for a {size} rally and 4 players)</source>
        <comment>~{minutes} min for {n} players: the stages at the rulebook's rate and {between} min between stages (rulebook: ~{book} min for a {size} rally and 4 players)</comment>
        <translation>
            <numerusform>~{minutes} min para {n} jugador: los tramos al ritmo del reglamento y {between} min entre tramos (reglamento: ~{book} min para un rally {size} y 4 jugadores)</numerusform>
            <numerusform>~{minutes} min para {n} jugadores: los tramos al ritmo del reglamento y {between} min entre tramos (reglamento: ~{book} min para un rally {size} y 4 jugadores)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="78"/>
        <source>{n} (every stage is built from this box)</source>
        <comment>{n} (every stage is built from these boxes)</comment>
        <translation>
            <numerusform>{n} (cada tramo se monta con esta caja)</numerusform>
            <numerusform>{n} (cada tramo se monta con estas cajas)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="90"/>
        <source>stages</source>
        <translation>tramos</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="96"/>
        <source>tiles per stage</source>
        <translation>losetas por tramo</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="99"/>
        <source>between stages</source>
        <translation>entre tramos</translation>
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
        <translation>tiempo: m:ss, las cartas de Tiempo del tramo menos las fichas de Segundos que quedan. daños: las fichas de Daño del Panel de control al empezar el siguiente tramo. rueda de repuesto: S si la carta está disponible en el siguiente tramo. total: el tiempo del rally hasta ahora; #: posición (el menor total primero, y primero en jugar el siguiente tramo).</translation>
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
        <location filename="../../export/sheet.py" line="20"/>
        <source>spare wheel</source>
        <translation>rueda de repuesto</translation>
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
        <location filename="../../export/sheet.py" line="26"/>
        <source>gear</source>
        <translation>marcha</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="26"/>
        <source>gas</source>
        <translation>gas</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="26"/>
        <source>brake</source>
        <translation>frenos</translation>
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
        <location filename="../../pacenote/playtime.py" line="24"/>
        <source>playing time</source>
        <translation>tiempo de juego</translation>
    </message>
    <message>
        <location filename="../../validators/circuitguide.py" line="22"/>
        <source>short 15 x 1 lap, medium 18 x 1 or 12 x 2, long 21 x 1 or 16 x 2</source>
        <translation>corta 15 x 1 vuelta, mediana 18 x 1 o 12 x 2, larga 21 x 1 o 16 x 2</translation>
    </message>
</context>
</TS>
