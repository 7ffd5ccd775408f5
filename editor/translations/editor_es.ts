<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Autosave</name>
    <message>
        <source>an unsaved rally</source>
        <translation>un rally sin guardar</translation>
    </message>
    <message>
        <source>an unsaved stage</source>
        <translation>un Tramo sin guardar</translation>
    </message>
    <message>
        <source>{what} (autosaved {when})</source>
        <translation>{what} (guardado automático {when})</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>Falló el guardado automático: {problem}</translation>
    </message>
</context>
<context>
    <name>Congestion</name>
    <message>
        <source>{cell}: blocked {blocked}, forced onto another path {traffic} per race</source>
        <translation>{cell}: bloqueado {blocked}, desviado a otro camino {traffic} por carrera</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>Untitled rally</source>
        <translation>Rally sin título</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>Add stage {label}</source>
        <translation>Añadir Tramo {label}</translation>
    </message>
    <message>
        <source>Add {file} as {label}</source>
        <translation>Añadir {file} como {label}</translation>
    </message>
    <message>
        <source>Remove stage {label}</source>
        <translation>Quitar Tramo {label}</translation>
    </message>
    <message>
        <source>Move {label} to place {n}</source>
        <translation>Mover {label} al puesto {n}</translation>
    </message>
    <message>
        <source>Rename {old} → {label}</source>
        <translation>Renombrar {old} → {label}</translation>
    </message>
    <message>
        <source>Service after {label} on</source>
        <translation>Asistencia tras {label}: sí</translation>
    </message>
    <message>
        <source>Service after {label} off</source>
        <translation>Asistencia tras {label}: no</translation>
    </message>
    <message>
        <source>Edit rally {field}</source>
        <translation>Editar {field} del rally</translation>
    </message>
</context>
<context>
    <name>DrivePanel</name>
    <message>
        <source> · exact</source>
        <translation> · exacto</translation>
    </message>
    <message>
        <source>{n} retired</source>
        <translation>{n} abandonos</translation>
    </message>
    <message>
        <source>{n} stuck</source>
        <translation>{n} bloqueados</translation>
    </message>
    <message>
        <source>taken in {share} of runs, {times} times per run: {outcomes}</source>
        <translation>tomados en {share} de las carreras, {times} veces por carrera: {outcomes}</translation>
    </message>
    <message>
        <source>taken in {share} of runs, {times} times: {outcomes}</source>
        <translation>tomados en {share} de las carreras, {times} veces: {outcomes}</translation>
    </message>
    <message>
        <source>none taken</source>
        <translation>ninguno tomado</translation>
    </message>
    <message>
        <source>(runs {mean} ± {se} s)</source>
        <translation>(carreras {mean} ± {se} s)</translation>
    </message>
    <message>
        <source>{n} per run</source>
        <translation>{n} por carrera</translation>
    </message>
    <message>
        <source>(runs)</source>
        <translation>(carreras)</translation>
    </message>
    <message>
        <source>- (the expert driver&apos;s figure)</source>
        <translation>- (la cifra del piloto experto)</translation>
    </message>
    <message>
        <source>({n} in the runs)</source>
        <translation>({n} en las carreras)</translation>
    </message>
    <message>
        <source> (simulated; rulebook about {minutes})</source>
        <translation> (simulado; reglamento unos {minutes})</translation>
    </message>
    <message>
        <source>plan ready · {driver} · the runs follow</source>
        <translation>plan listo · {driver} · siguen las carreras</translation>
    </message>
    <message>
        <source> (simulated; the GT book: about {minutes} for {players} players)</source>
        <translation> (simulado; el reglamento de GT: unos {minutes} para {players} jugadores)</translation>
    </message>
    <message>
        <source> over {laps}</source>
        <translation> a {laps}</translation>
    </message>
    <message>
        <source>{runs} of {cars}{over} · about {minutes} min at the table{book} · {overtakes} overtakes and {blocked} blocked turns {per} · {retirements}</source>
        <translation>{runs} de {cars}{over} · unos {minutes} min en la mesa{book} · {overtakes} adelantamientos y {blocked} turnos bloqueados {per} · {retirements}</translation>
    </message>
    <message>
        <source>Test drive</source>
        <translation>Prueba</translation>
    </message>
    <message>
        <source>Mean time</source>
        <translation>Tiempo medio</translation>
    </message>
    <message>
        <source>Par time</source>
        <translation>Tiempo de referencia</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminadas</translation>
    </message>
    <message>
        <source>Losses of control</source>
        <translation>Pérdidas de control</translation>
    </message>
    <message>
        <source>Crashes</source>
        <translation>Accidentes</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Atajos</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>casilla</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>loseta</translation>
    </message>
    <message>
        <source>lose control</source>
        <translation>pérdida de control</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>accidente</translation>
    </message>
    <message>
        <source>Stage times</source>
        <translation>Tiempos del Tramo</translation>
    </message>
    <message>
        <source>Hot spots: share of runs losing control in the cell</source>
        <translation>Puntos críticos: parte de las carreras con pérdida de control en la casilla</translation>
    </message>
    <message>
        <source> (exact rate)</source>
        <translation> (tasa exacta)</translation>
    </message>
    <message>
        <source>{losses} losses of control in {runs} runs</source>
        <translation>{losses} pérdidas de control en {runs} carreras</translation>
    </message>
    <message>
        <source>Rally ({stages})</source>
        <translation>Rally ({stages})</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Carrera</translation>
    </message>
    <message>
        <source>Test drive needs a course from START to FINISH: {reason}</source>
        <translation>La prueba necesita un recorrido de START a FINISH: {reason}</translation>
    </message>
    <message>
        <source>Test drive (Ctrl+T) lets an AI driver run the stage many times and shows its pace, risk and crash hot spots.</source>
        <translation>La prueba (Ctrl+T) hace que un piloto IA recorra el Tramo muchas veces y muestra su ritmo, su riesgo y sus puntos críticos de accidente.</translation>
    </message>
    <message>
        <source>Stale: the stage has changed since this test drive (the heat map is hidden). Test drive again to update.</source>
        <translation>Desactualizado: el Tramo ha cambiado desde esta prueba (el mapa de calor está oculto). Vuelve a probar para actualizar.</translation>
    </message>
</context>
<context>
    <name>EditingWindow</name>
    <message>
        <source>A token lies on a tile: drop it on one</source>
        <translation>Una ficha va sobre una loseta: suéltala sobre una</translation>
    </message>
    <message>
        <source>Select the tile to lay the token on</source>
        <translation>Selecciona la loseta donde poner la ficha</translation>
    </message>
</context>
<context>
    <name>Edits</name>
    <message>
        <source>Rotate together</source>
        <translation>Girar juntas</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Girar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>Place {tile}</source>
        <translation>Colocar {tile}</translation>
    </message>
    <message>
        <source>Replace {old} with {tile}</source>
        <translation>Sustituir {old} por {tile}</translation>
    </message>
    <message>
        <source>Flip {tile} → {other}</source>
        <translation>Voltear {tile} → {other}</translation>
    </message>
    <message>
        <source>Flip {tiles}</source>
        <translation>Voltear {tiles}</translation>
    </message>
    <message>
        <source>Turn {tile} left</source>
        <translation>Girar {tile} a la izquierda</translation>
    </message>
    <message>
        <source>Turn {tile} right</source>
        <translation>Girar {tile} a la derecha</translation>
    </message>
    <message>
        <source>Add {token} token on {tile}</source>
        <translation>Añadir ficha {token} en {tile}</translation>
    </message>
    <message>
        <source>Move {token} token</source>
        <translation>Mover ficha {token}</translation>
    </message>
    <message>
        <source>Remove {token} token</source>
        <translation>Quitar ficha {token}</translation>
    </message>
    <message>
        <source>Turn {token} token</source>
        <translation>Girar ficha {token}</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>{name} has unsaved changes. Save them?</source>
        <translation>{name} tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <source>Add stage to the rally</source>
        <translation>Añadir Tramo al rally</translation>
    </message>
    <message>
        <source>Cannot add stage</source>
        <translation>No se puede añadir el Tramo</translation>
    </message>
    <message>
        <source>Open stage</source>
        <translation>Abrir Tramo</translation>
    </message>
    <message>
        <source>Import stage</source>
        <translation>Importar Tramo</translation>
    </message>
    <message>
        <source>Cannot open rally</source>
        <translation>No se puede abrir el rally</translation>
    </message>
    <message>
        <source>Cannot open stage</source>
        <translation>No se puede abrir el Tramo</translation>
    </message>
    <message>
        <source>Save rally</source>
        <translation>Guardar rally</translation>
    </message>
    <message>
        <source>Save stage</source>
        <translation>Guardar Tramo</translation>
    </message>
    <message>
        <source>Read-only file</source>
        <translation>Archivo de solo lectura</translation>
    </message>
    <message>
        <source>{file} is read-only. Replace it anyway?</source>
        <translation>{file} es de solo lectura. ¿Reemplazarlo de todos modos?</translation>
    </message>
    <message>
        <source>Cannot save rally</source>
        <translation>No se puede guardar el rally</translation>
    </message>
    <message>
        <source>Cannot save stage</source>
        <translation>No se puede guardar el Tramo</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Guardado {path}</translation>
    </message>
    <message>
        <source>Export stage</source>
        <translation>Exportar Tramo</translation>
    </message>
    <message>
        <source>Cannot export stage</source>
        <translation>No se puede exportar el Tramo</translation>
    </message>
    <message>
        <source>Exported with changes</source>
        <translation>Exportado con cambios</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>Exportado {path}</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <source>Cannot export picture</source>
        <translation>No se puede exportar la imagen</translation>
    </message>
    <message>
        <source>Export printable build guide</source>
        <translation>Exportar guía de montaje imprimible</translation>
    </message>
    <message>
        <source>Cannot export build guide</source>
        <translation>No se puede exportar la guía de montaje</translation>
    </message>
    <message>
        <source>Recovery copy unreadable</source>
        <translation>Copia de recuperación ilegible</translation>
    </message>
    <message>
        <source>A recovery copy could not be read ({problem}). It was kept at {where} and will not be offered again.</source>
        <translation>No se pudo leer una copia de recuperación ({problem}). Se guardó en {where} y no se volverá a ofrecer.</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Recuperar cambios sin guardar</translation>
    </message>
    <message>
        <source>The editor did not close cleanly. Recover the unsaved changes to {what}?</source>
        <translation>El editor no se cerró correctamente. ¿Recuperar los cambios sin guardar de {what}?</translation>
    </message>
    <message>
        <source>Discard deletes the recovery copy. Decide later keeps it and asks again the next time the file is opened.</source>
        <translation>Descartar borra la copia de recuperación. Decidir más tarde la conserva y vuelve a preguntar al abrir el archivo.</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Recuperar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Decide later</source>
        <translation>Decidir más tarde</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>No se puede recuperar</translation>
    </message>
    <message>
        <source>{problem} (kept at {where})</source>
        <translation>{problem} (guardada en {where})</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <source>empty stage: what the course needs first</source>
        <translation>Tramo vacío: lo que el recorrido necesita primero</translation>
    </message>
    <message>
        <source>Show info</source>
        <translation>Mostrar información</translation>
    </message>
    <message>
        <source>Also list what a stage designer may want to know (length class, danger profile, …)</source>
        <translation>Listar también lo que puede interesar a quien diseña un Tramo (clase de longitud, perfil de peligro, …)</translation>
    </message>
    <message>
        <source>code</source>
        <translation>código</translation>
    </message>
    <message>
        <source>message</source>
        <translation>mensaje</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>jumps</source>
        <translation>saltos</translation>
    </message>
    <message>
        <source>fords</source>
        <translation>vados</translation>
    </message>
    <message>
        <source>shortcuts</source>
        <translation>atajos</translation>
    </message>
    <message>
        <source>slides</source>
        <translation>derrapes</translation>
    </message>
    <message>
        <source>Generate stage</source>
        <translation>Generar Tramo</translation>
    </message>
    <message>
        <source>Boxes owned, e.g. dirt-core or dirt-core:2,dirt-rx</source>
        <translation>Cajas que tienes, p. ej. dirt-core o dirt-core:2,dirt-rx</translation>
    </message>
    <message>
        <source>short (10-12 tiles)</source>
        <translation>corto (10-12 losetas)</translation>
    </message>
    <message>
        <source>medium (13-16 tiles)</source>
        <translation>mediano (13-16 losetas)</translation>
    </message>
    <message>
        <source>long (17-18 tiles)</source>
        <translation>largo (17-18 losetas)</translation>
    </message>
    <message>
        <source>road tiles:</source>
        <translation>losetas de carretera:</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>media</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>par time:</source>
        <translation>tiempo de referencia:</translation>
    </message>
    <message>
        <source>{0}: any</source>
        <translation>{0}: indiferente</translation>
    </message>
    <message>
        <source>{0}: with</source>
        <translation>{0}: con</translation>
    </message>
    <message>
        <source>{0}: without</source>
        <translation>{0}: sin</translation>
    </message>
    <message>
        <source>any</source>
        <translation>cualquiera</translation>
    </message>
    <message>
        <source>Terrain mix where the boxes allow: gravel,asphalt,snow (equal shares) or gravel:60,asphalt:40; empty: any</source>
        <translation>Mezcla de firmes si las cajas lo permiten: gravel,asphalt,snow (partes iguales) o gravel:60,asphalt:40; vacío: cualquiera</translation>
    </message>
    <message>
        <source>Table WIDTHxDEPTH in cm; empty: any size</source>
        <translation>Mesa ANCHOxFONDO en cm; vacío: cualquier tamaño</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Boxes owned</source>
        <translation>Cajas propias</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Longitud</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Dificultad</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Elementos</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Table (cm)</source>
        <translation>Mesa (cm)</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>semilla</translation>
    </message>
    <message>
        <source>candidates</source>
        <translation>candidatos</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Búsqueda</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>G&amp;enerar</translation>
    </message>
    <message>
        <source>Set the brief and press Generate.</source>
        <translation>Fija los requisitos y pulsa Generar.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>Searching (up to {0:.0f} s)…</source>
        <translation>Buscando (hasta {0:.0f} s)…</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s), best first: pick one and Open.</source>
        <translation>
            <numerusform>%n candidato, el mejor primero: elige uno y pulsa Abrir.</numerusform>
            <numerusform>%n candidatos, el mejor primero: elige uno y pulsa Abrir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot meet the brief: {0}</source>
        <translation>No se pueden cumplir los requisitos: {0}</translation>
    </message>
</context>
<context>
    <name>HeatLegend</name>
    <message>
        <source>{share} or more</source>
        <translation>{share} o más</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Double-click a tile in the palette</source>
        <translation>Doble clic en una loseta de la paleta</translation>
    </message>
    <message>
        <source>place it at the green open end</source>
        <translation>la coloca en el extremo abierto verde</translation>
    </message>
    <message>
        <source>Shift+double-click a curve in the palette</source>
        <translation>Mayús+doble clic en una curva de la paleta</translation>
    </message>
    <message>
        <source>place it bending left</source>
        <translation>la coloca girando a la izquierda</translation>
    </message>
    <message>
        <source>Ctrl+double-click a curve in the palette</source>
        <translation>Ctrl+doble clic en una curva de la paleta</translation>
    </message>
    <message>
        <source>place it bending right</source>
        <translation>la coloca girando a la derecha</translation>
    </message>
    <message>
        <source>Drag a tile from the palette</source>
        <translation>Arrastrar una loseta desde la paleta</translation>
    </message>
    <message>
        <source>place it on any hex (a preview shows how it lands)</source>
        <translation>la coloca en cualquier hexágono (una vista previa muestra cómo queda)</translation>
    </message>
    <message>
        <source>Click an open-end marker</source>
        <translation>Clic en un marcador de extremo abierto</translation>
    </message>
    <message>
        <source>place the palette&apos;s tile there, or make that end active</source>
        <translation>coloca allí la loseta de la paleta, o activa ese extremo</translation>
    </message>
    <message>
        <source>Click / Ctrl+click a tile, drag on empty canvas</source>
        <translation>Clic / Ctrl+clic en una loseta, arrastrar en el lienzo vacío</translation>
    </message>
    <message>
        <source>select tiles</source>
        <translation>selecciona losetas</translation>
    </message>
    <message>
        <source>Drag selected tiles</source>
        <translation>Arrastrar las losetas seleccionadas</translation>
    </message>
    <message>
        <source>move them</source>
        <translation>las mueve</translation>
    </message>
    <message>
        <source>Ctrl+wheel</source>
        <translation>Ctrl+rueda</translation>
    </message>
    <message>
        <source>rotate the selection, or the tile under the mouse</source>
        <translation>gira la selección, o la loseta bajo el ratón</translation>
    </message>
    <message>
        <source>Right-click a tile or token</source>
        <translation>Clic derecho en una loseta o ficha</translation>
    </message>
    <message>
        <source>rotate, flip, delete, add or turn a token</source>
        <translation>girar, voltear, borrar; añadir o girar una ficha</translation>
    </message>
    <message>
        <source>Double-click a START in the palette, then the next tiles: each goes on the green open end, turned to fit. Shift+double-click a curve to bend it left, Ctrl+double-click to bend it right; with a placed curve selected, [ and ] turn it. R / Shift+R rotate, F flips, right-click a tile for more. F1 lists every key.</source>
        <translation>Haz doble clic en una START de la paleta y luego en las losetas siguientes: cada una va en el extremo abierto verde, girada para encajar. Mayús+doble clic en una curva la hace girar a la izquierda, Ctrl+doble clic a la derecha; con una curva colocada seleccionada, [ y ] la giran. R / Mayús+R giran, F voltea, clic derecho en una loseta para más. F1 muestra todas las teclas.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Orden</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Ratón</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Qué hace</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Entendido</translation>
    </message>
    <message>
        <source>Documentation</source>
        <translation>Documentación</translation>
    </message>
    <message>
        <source>The editor&apos;s documentation is docs/editor.md in pacenote&apos;s source (with README.md and the other docs/*.md files); Help → Keyboard shortcuts lists every key.</source>
        <translation>La documentación del editor es docs/editor.md en el código fuente de pacenote (con README.md y los demás archivos docs/*.md); Ayuda → Atajos de teclado muestra todas las teclas.</translation>
    </message>
    <message>
        <source>About pacenote</source>
        <translation>Acerca de pacenote</translation>
    </message>
    <message>
        <source>&lt;b&gt;pacenote {version}&lt;/b&gt;&lt;p&gt;Build, check, test-drive and export stages for Rallyman: DIRT and Rallyman: GT. Not affiliated with the games&apos; publisher.&lt;/p&gt;&lt;p&gt;MIT licence.&lt;/p&gt;</source>
        <translation>&lt;b&gt;pacenote {version}&lt;/b&gt;&lt;p&gt;Monta, comprueba, prueba y exporta Tramos para Rallyman: DIRT y Rallyman: GT. Sin relación con la editorial de los juegos.&lt;/p&gt;&lt;p&gt;Licencia MIT.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Histogram</name>
    <message>
        <source>mean</source>
        <translation>media</translation>
    </message>
    <message>
        <source>par</source>
        <translation>referencia</translation>
    </message>
</context>
<context>
    <name>ImageOptionsDialog</name>
    <message>
        <source>Export picture</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <source>No title</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>Tile list beside the map</source>
        <translation>Lista de losetas junto al mapa</translation>
    </message>
    <message>
        <source> px per hex</source>
        <translation> px por hexágono</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Escala</translation>
    </message>
</context>
<context>
    <name>LanguageDialog</name>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>System language ({name})</source>
        <translation>Idioma del sistema ({name})</translation>
    </message>
    <message>
        <source>The new language applies when the editor is restarted.</source>
        <translation>El nuevo idioma se aplica al reiniciar el editor.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Tiles</source>
        <translation>Losetas</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Tramo</translation>
    </message>
    <message>
        <source>&lt;as opened&gt;</source>
        <translation>&lt;como se abrió&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Test drive</source>
        <translation>Prueba</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Rally</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Undo rally change</source>
        <translation>&amp;Deshacer cambio del rally</translation>
    </message>
    <message>
        <source>Red&amp;o rally change</source>
        <translation>Re&amp;hacer cambio del rally</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>New &amp;With Boxes</source>
        <translation>Nuevo &amp;con cajas</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>Ra&amp;lly</source>
        <translation>Ra&amp;lly</translation>
    </message>
    <message>
        <source>&amp;Drive</source>
        <translation>&amp;Conducir</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Repetición</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <source>New &amp;Rally</source>
        <translation>Nuevo &amp;rally</translation>
    </message>
    <message>
        <source>A rally of several stages, one tab each, saved as a .rally.json</source>
        <translation>Un rally de varios Tramos, una pestaña cada uno, guardado como .rally.json</translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation>G&amp;enerar…</translation>
    </message>
    <message>
        <source>Generate stages to a brief (boxes, length, difficulty, table) and open one</source>
        <translation>Generar Tramos según unos requisitos (cajas, longitud, dificultad, mesa) y abrir uno</translation>
    </message>
    <message>
        <source>Rallyman: &amp;DIRT stage</source>
        <translation>Tramo de Rallyman: &amp;DIRT</translation>
    </message>
    <message>
        <source>New empty stage with the tiles of tileset {name}</source>
        <translation>Nuevo Tramo vacío con las losetas del juego de losetas {name}</translation>
    </message>
    <message>
        <source>Rallyman: &amp;GT circuit</source>
        <translation>Circuito de Rallyman: &amp;GT</translation>
    </message>
    <message>
        <source>DIRT stage with GT &amp;asphalt</source>
        <translation>Tramo DIRT con &amp;asfalto GT</translation>
    </message>
    <message>
        <source>DIRT stage with &amp;expansions (Monte Carlo / 110% / Climb 301–326)</source>
        <translation>Tramo DIRT con &amp;expansiones (Monte Carlo / 110% / Climb 301–326)</translation>
    </message>
    <message>
        <source>GT circuit with e&amp;xpansion pieces (121–154)</source>
        <translation>Circuito GT con piezas de e&amp;xpansión (121–154)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>Abrir recien&amp;te</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar c&amp;omo…</translation>
    </message>
    <message>
        <source>&amp;Import Rekee / .rgt…</source>
        <translation>&amp;Importar Rekee / .rgt…</translation>
    </message>
    <message>
        <source>Export as Rekee &amp;JSON…</source>
        <translation>Exportar como &amp;JSON de Rekee…</translation>
    </message>
    <message>
        <source>E&amp;xport as .rgt…</source>
        <translation>E&amp;xportar como .rgt…</translation>
    </message>
    <message>
        <source>Export &amp;picture (PNG/SVG)…</source>
        <translation>Exportar i&amp;magen (PNG/SVG)…</translation>
    </message>
    <message>
        <source>Export printable bui&amp;ld guide (PDF)…</source>
        <translation>Exportar guía de montaje imprimi&amp;ble (PDF)…</translation>
    </message>
    <message>
        <source>The stage&apos;s build guide, ready to print (as pacenote export writes it)</source>
        <translation>La guía de montaje del Tramo, lista para imprimir (como la escribe pacenote export)</translation>
    </message>
    <message>
        <source>Export rally &amp;booklet (PDF)…</source>
        <translation>Exportar cua&amp;derno del rally (PDF)…</translation>
    </message>
    <message>
        <source>Cover, every stage&apos;s build guide and the rally sheet (as pacenote export RALLY -o FILE.pdf writes them)</source>
        <translation>Portada, la guía de montaje de cada Tramo y la Hoja de Rally (como las escribe pacenote export RALLY -o FILE.pdf)</translation>
    </message>
    <message>
        <source>Export rally b&amp;undle (folder)…</source>
        <translation>Exportar &amp;paquete del rally (carpeta)…</translation>
    </message>
    <message>
        <source>The folder a rally director prints or shares: booklet, stage files, pictures, pick list, index.html (as pacenote export RALLY -o DIR/)</source>
        <translation>La carpeta que la dirección del rally imprime o comparte: cuaderno, archivos de Tramo, imágenes, lista de losetas, index.html (como pacenote export RALLY -o DIR/)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Place at the open end</source>
        <translation>&amp;Colocar en el extremo abierto</translation>
    </message>
    <message>
        <source>Place the palette&apos;s tile where the course goes on</source>
        <translation>Coloca la loseta de la paleta donde sigue el recorrido</translation>
    </message>
    <message>
        <source>Rotate &amp;clockwise</source>
        <translation>Girar en sentido &amp;horario</translation>
    </message>
    <message>
        <source>Rotate counter-clockwise</source>
        <translation>Girar en sentido antihorario</translation>
    </message>
    <message>
        <source>Curve turning &amp;left</source>
        <translation>Curva a la &amp;izquierda</translation>
    </message>
    <message>
        <source>Turn the selected curve to bend left, or place the palette&apos;s curve so (also Shift+double-click in the palette)</source>
        <translation>Gira la curva seleccionada hacia la izquierda, o coloca así la curva de la paleta (también Mayús+doble clic en la paleta)</translation>
    </message>
    <message>
        <source>Curve turning righ&amp;t</source>
        <translation>Curva a la d&amp;erecha</translation>
    </message>
    <message>
        <source>Turn the selected curve to bend right, or place the palette&apos;s curve so (also Ctrl+double-click in the palette)</source>
        <translation>Gira la curva seleccionada hacia la derecha, o coloca así la curva de la paleta (también Ctrl+doble clic en la paleta)</translation>
    </message>
    <message>
        <source>&amp;Flip to the other side</source>
        <translation>&amp;Voltear a la otra cara</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Borrar</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>Seleccionar &amp;todo</translation>
    </message>
    <message>
        <source>Centre the &amp;map</source>
        <translation>Centrar el &amp;mapa</translation>
    </message>
    <message>
        <source>Move the whole stage so its middle is at the origin</source>
        <translation>Mueve todo el Tramo para que su centro quede en el origen</translation>
    </message>
    <message>
        <source>&amp;New stage in the rally</source>
        <translation>&amp;Nuevo Tramo en el rally</translation>
    </message>
    <message>
        <source>&amp;Add stage file to the rally…</source>
        <translation>&amp;Añadir archivo de Tramo al rally…</translation>
    </message>
    <message>
        <source>&amp;Remove stage from the rally</source>
        <translation>&amp;Quitar el Tramo del rally</translation>
    </message>
    <message>
        <source>Ne&amp;xt stage</source>
        <translation>&amp;Siguiente Tramo</translation>
    </message>
    <message>
        <source>Pre&amp;vious stage</source>
        <translation>Tramo an&amp;terior</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>Zoom to &amp;fit</source>
        <translation>Ajustar a la &amp;ventana</translation>
    </message>
    <message>
        <source>Problem &amp;badges on tiles</source>
        <translation>Marcas de &amp;problemas en las losetas</translation>
    </message>
    <message>
        <source>Cycle tile &amp;labels (ids / pacenotes / none)</source>
        <translation>Alternar &amp;etiquetas de losetas (ids / notas / ninguna)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>Every key of the editor, from this table</source>
        <translation>Todas las teclas del editor, a partir de esta tabla</translation>
    </message>
    <message>
        <source>&amp;Tips for building a stage</source>
        <translation>&amp;Consejos para montar un Tramo</translation>
    </message>
    <message>
        <source>The editor&apos;s &amp;documentation</source>
        <translation>&amp;Documentación del editor</translation>
    </message>
    <message>
        <source>&amp;About pacenote</source>
        <translation>Acerca de &amp;pacenote</translation>
    </message>
    <message>
        <source>class: {size}</source>
        <translation>clase: {size}</translation>
    </message>
    <message>
        <source>empty stage: double-click a START tile in the palette</source>
        <translation>Tramo vacío: haz doble clic en una loseta START de la paleta</translation>
    </message>
    <message>
        <source>course: START → FINISH</source>
        <translation>recorrido: START → FINISH</translation>
    </message>
    <message>
        <source>course: open</source>
        <translation>recorrido: abierto</translation>
    </message>
    <message>
        <source>course: {problem}</source>
        <translation>recorrido: {problem}</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>bend</source>
        <translation>curva suave</translation>
    </message>
    <message>
        <source>corner</source>
        <translation>curva</translation>
    </message>
    <message>
        <source>finish</source>
        <translation>meta</translation>
    </message>
    <message>
        <source>pit</source>
        <translation>boxes</translation>
    </message>
    <message>
        <source>s-bend</source>
        <translation>curva en S</translation>
    </message>
    <message>
        <source>service</source>
        <translation>asistencia</translation>
    </message>
    <message>
        <source>start</source>
        <translation>salida</translation>
    </message>
    <message>
        <source>start-finish</source>
        <translation>salida-meta</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>recta</translation>
    </message>
    <message>
        <source>wavy</source>
        <translation>ondulada</translation>
    </message>
    <message>
        <source>shortcut</source>
        <translation>atajo</translation>
    </message>
    <message>
        <source>jump</source>
        <translation>salto</translation>
    </message>
    <message>
        <source>ford</source>
        <translation>vado</translation>
    </message>
    <message>
        <source>slide</source>
        <translation>derrape</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>low</source>
        <translation>bajo</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <source>high</source>
        <translation>alto</translation>
    </message>
    <message>
        <source>{level} danger</source>
        <translation>peligro {level}</translation>
    </message>
    <message>
        <source>limits {values}</source>
        <translation>límites {values}</translation>
    </message>
    <message>
        <source>Search: 210, corner, high…</source>
        <translation>Buscar: 210, corner, high…</translation>
    </message>
    <message>
        <source>any kind</source>
        <translation>cualquier tipo</translation>
    </message>
    <message>
        <source>any danger</source>
        <translation>cualquier peligro</translation>
    </message>
    <message>
        <source>any</source>
        <translation>cualquiera</translation>
    </message>
    <message>
        <source>speed limit</source>
        <translation>límite de velocidad</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
</context>
<context>
    <name>RallyController</name>
    <message>
        <source>Remove stage</source>
        <translation>Quitar Tramo</translation>
    </message>
    <message>
        <source>{label} has unsaved changes. Remove it from the rally anyway? Its file on disk is kept as last saved.</source>
        <translation>{label} tiene cambios sin guardar. ¿Quitarlo del rally de todos modos? Su archivo en disco queda como se guardó por última vez.</translation>
    </message>
    <message>
        <source>{label} removed: Rally → Undo rally change brings it back</source>
        <translation>{label} quitado: Rally → Deshacer cambio del rally lo recupera</translation>
    </message>
    <message>
        <source>History: rally</source>
        <translation>Historial: rally</translation>
    </message>
    <message>
        <source>History: {label}</source>
        <translation>Historial: {label}</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
</context>
<context>
    <name>RallyExport</name>
    <message>
        <source>Save the rally first</source>
        <translation>Guarda primero el rally</translation>
    </message>
    <message>
        <source>The export is made from the rally file as saved. Save the rally now?</source>
        <translation>La exportación se hace a partir del archivo del rally tal como está guardado. ¿Guardar el rally ahora?</translation>
    </message>
    <message>
        <source>Export rally booklet</source>
        <translation>Exportar cuaderno del rally</translation>
    </message>
    <message>
        <source>Export rally bundle: name the folder to write</source>
        <translation>Exportar paquete del rally: nombra la carpeta que se escribirá</translation>
    </message>
    <message>
        <source>Folder (*)</source>
        <translation>Carpeta (*)</translation>
    </message>
    <message>
        <source>Cannot export the booklet</source>
        <translation>No se puede exportar el cuaderno</translation>
    </message>
    <message>
        <source>{pages} pages</source>
        <translation>{pages} páginas</translation>
    </message>
    <message>
        <source>Cannot export the bundle</source>
        <translation>No se puede exportar el paquete</translation>
    </message>
    <message>
        <source>{files} files</source>
        <translation>{files} archivos</translation>
    </message>
    <message>
        <source>Exported with warnings</source>
        <translation>Exportado con avisos</translation>
    </message>
    <message>
        <source>Exported {path} ({what})</source>
        <translation>Exportado {path} ({what})</translation>
    </message>
</context>
<context>
    <name>RallyPanel</name>
    <message>
        <source>Stage</source>
        <translation>Tramo</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Losetas</translation>
    </message>
    <message>
        <source>Road tiles</source>
        <translation>Losetas de carretera</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Clase</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Cajas</translation>
    </message>
    <message>
        <source>Service after</source>
        <translation>Asistencia después</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Errores</translation>
    </message>
    <message>
        <source>unknown tiles</source>
        <translation>losetas desconocidas</translation>
    </message>
    <message>
        <source>no course</source>
        <translation>sin recorrido</translation>
    </message>
    <message>
        <source>a {size} rally, about {minutes} min</source>
        <translation>un rally {size}, unos {minutes} min</translation>
    </message>
    <message>
        <source>class once every stage runs START → FINISH</source>
        <translation>clase cuando cada Tramo vaya de START a FINISH</translation>
    </message>
    <message>
        <source>no box needed yet</source>
        <translation>aún no se necesita caja</translation>
    </message>
    <message>
        <source>Rally name</source>
        <translation>Nombre del rally</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Players: not said (4)</source>
        <translation>Jugadores: sin indicar (4)</translation>
    </message>
    <message>
        <source>Players: </source>
        <translation>Jugadores: </translation>
    </message>
    <message>
        <source>Drivers taking part: the rally sheet&apos;s columns and the test drive&apos;s cars</source>
        <translation>Pilotos que participan: las columnas de la Hoja de Rally y los coches de la prueba</translation>
    </message>
    <message>
        <source>Boxes: </source>
        <translation>Cajas: </translation>
    </message>
    <message>
        <source>Copies of the tile box the organisers have (the rally&apos;s stage checks count tiles against them)</source>
        <translation>Copias de la caja de losetas que tiene la organización (las comprobaciones de los Tramos cuentan las losetas con ellas)</translation>
    </message>
    <message>
        <source>or box names: dirt-core,dirt-110-percent</source>
        <translation>o nombres de cajas: dirt-core,dirt-110-percent</translation>
    </message>
    <message>
        <source>The boxes the organisers have, by name (docs/tiles.md, Boxes), comma-separated, NAME:COUNT for several copies; empty: the count on the left</source>
        <translation>Las cajas de losetas que tiene la organización, por nombre (docs/tiles.md, Boxes), separadas por comas, NOMBRE:CANTIDAD para varias copias; vacío: la cantidad de la izquierda</translation>
    </message>
    <message>
        <source>New stage</source>
        <translation>Nuevo Tramo</translation>
    </message>
    <message>
        <source>An empty stage after the current one</source>
        <translation>Un Tramo vacío tras el actual</translation>
    </message>
    <message>
        <source>Add stage file…</source>
        <translation>Añadir archivo de Tramo…</translation>
    </message>
    <message>
        <source>An existing stage file (in the rally&apos;s folder)</source>
        <translation>Un archivo de Tramo existente (en la carpeta del rally)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Take the current stage out of the rally (its file stays)</source>
        <translation>Saca el Tramo actual del rally (su archivo se queda)</translation>
    </message>
    <message>
        <source>◀ Earlier</source>
        <translation>◀ Antes</translation>
    </message>
    <message>
        <source>Run the current stage earlier</source>
        <translation>Correr el Tramo actual antes</translation>
    </message>
    <message>
        <source>Later ▶</source>
        <translation>Después ▶</translation>
    </message>
    <message>
        <source>Run the current stage later</source>
        <translation>Correr el Tramo actual después</translation>
    </message>
    <message>
        <source>Rally findings</source>
        <translation>Avisos del rally</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>on the road</source>
        <translation>en la carretera</translation>
    </message>
    <message>
        <source>beside the road (crashed)</source>
        <translation>fuera de la carretera (accidente)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminado</translation>
    </message>
    <message>
        <source>retired</source>
        <translation>abandonó</translation>
    </message>
    <message>
        <source>stuck</source>
        <translation>bloqueado</translation>
    </message>
    <message>
        <source>car {n}</source>
        <translation>coche {n}</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>Stale: the stage has changed since this test drive (the cars are hidden). Test drive again to replay.</source>
        <translation>Desactualizado: el Tramo ha cambiado desde esta prueba (los coches están ocultos). Vuelve a probar para repetir.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>&amp;Replay a run of the test drive</source>
        <translation>&amp;Repetir una carrera de la prueba</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ Primero</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Reproducir</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Adelante ▶</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>Último ▶|</translation>
    </message>
    <message>
        <source>Round back</source>
        <translation>Ronda atrás</translation>
    </message>
    <message>
        <source>Round forward</source>
        <translation>Ronda adelante</translation>
    </message>
    <message>
        <source>of {runs} (0 to {last})</source>
        <translation>de {runs} (0 a {last})</translation>
    </message>
    <message>
        <source>Tracing run {run}…</source>
        <translation>Trazando la carrera {run}…</translation>
    </message>
    <message>
        <source>{label}, one stage of the rally&apos;s race: its legs before and after are raced too</source>
        <translation>{label}, un Tramo de la carrera del rally: también se corren sus Tramos anteriores y posteriores</translation>
    </message>
    <message>
        <source>Cannot replay: {reason}</source>
        <translation>No se puede repetir: {reason}</translation>
    </message>
    <message>
        <source>Test drive first (Ctrl+T, 1-6 players): then step through one of its runs here.</source>
        <translation>Primero haz una prueba (Ctrl+T, 1-6 jugadores): luego recorre aquí una de sus carreras paso a paso.</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pausa</translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <source>Car</source>
        <translation>Coche</translation>
    </message>
    <message>
        <source>Dice rolled</source>
        <translation>Dados lanzados</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Casillas</translation>
    </message>
    <message>
        <source>Gear</source>
        <translation>Marcha</translation>
    </message>
    <message>
        <source>Time card</source>
        <translation>Carta de Tiempo</translation>
    </message>
    <message>
        <source>Control</source>
        <translation>Control</translation>
    </message>
    <message>
        <source>Gear token</source>
        <translation>Ficha de marcha</translation>
    </message>
    <message>
        <source>, leader dice</source>
        <translation>, dados de Líder</translation>
    </message>
    <message>
        <source>, plan changed by the cars around</source>
        <translation>, plan cambiado por los coches cercanos</translation>
    </message>
    <message>
        <source>LOSS OF CONTROL: {card}</source>
        <translation>PÉRDIDA DE CONTROL: {card}</translation>
    </message>
    <message>
        <source>, damage {tokens}</source>
        <translation>, daño {tokens}</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>mantenido</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>stays in {cell}</source>
        <translation>se queda en {cell}</translation>
    </message>
    <message>
        <source>Which run of the test drive to replay (the same run `pacenote drive --trace --trace-run N` prints)</source>
        <translation>Qué carrera de la prueba repetir (la misma que imprime `pacenote drive --trace --trace-run N`)</translation>
    </message>
    <message>
        <source>Rounds: drag to a round to see where the cars were at its end (Alt+PgUp / Alt+PgDown: a round back / forward)</source>
        <translation>Rondas: arrastra hasta una ronda para ver dónde estaban los coches al final (Alt+RePág / Alt+AvPág: una ronda atrás / adelante)</translation>
    </message>
    <message>
        <source>car</source>
        <translation>coche</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>casilla</translation>
    </message>
    <message>
        <source>where</source>
        <translation>dónde</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Carrera</translation>
    </message>
    <message>
        <source>Cars after this turn</source>
        <translation>Coches tras este turno</translation>
    </message>
    <message>
        <source>The turn as `pacenote drive --trace` prints it</source>
        <translation>El turno como lo imprime `pacenote drive --trace`</translation>
    </message>
    <message>
        <source>round {n} of {count}</source>
        <translation>ronda {n} de {count}</translation>
    </message>
    <message>
        <source>{label}: round {round}, turn {n} of {count} (turn {index} of {turns} in the race)</source>
        <translation>{label}: ronda {round}, turno {n} de {count} (turno {index} de {turns} en la carrera)</translation>
    </message>
</context>
<context>
    <name>Severity</name>
    <message>
        <source>no problems</source>
        <translation>sin problemas</translation>
    </message>
</context>
<context>
    <name>StagePanel</name>
    <message>
        <source>Figures</source>
        <translation>Cifras</translation>
    </message>
    <message>
        <source>Boxes needed</source>
        <translation>Cajas necesarias</translation>
    </message>
    <message>
        <source>Placed</source>
        <translation>Colocadas</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Longitud</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Danger</source>
        <translation>Peligro</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Clase</translation>
    </message>
    <message>
        <source>Playing time</source>
        <translation>Tiempo de juego</translation>
    </message>
    <message>
        <source>gravel</source>
        <translation>tierra</translation>
    </message>
    <message>
        <source>asphalt</source>
        <translation>asfalto</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>low</source>
        <translation>bajo</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mediano</translation>
    </message>
    <message>
        <source>high</source>
        <translation>alto</translation>
    </message>
    <message>
        <source>short</source>
        <translation>corto</translation>
    </message>
    <message>
        <source>long</source>
        <translation>largo</translation>
    </message>
    <message>
        <source>being counted…</source>
        <translation>contando…</translation>
    </message>
    <message>
        <source>rally&apos;s</source>
        <translation>del rally</translation>
    </message>
    <message>
        <source>own</source>
        <translation>propias</translation>
    </message>
    <message>
        <source>{need} ({whose} {boxes}: short of tile {short})</source>
        <translation>{need} ({whose} {boxes}: faltan losetas {short})</translation>
    </message>
    <message>
        <source>no course yet</source>
        <translation>aún sin recorrido</translation>
    </message>
    <message>
        <source>– (once START → FINISH is complete)</source>
        <translation>– (cuando START → FINISH esté completo)</translation>
    </message>
    <message>
        <source>Stage name (titles the PDF and picture)</source>
        <translation>Nombre del Tramo (título del PDF y la imagen)</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Notes: anything players should know</source>
        <translation>Notas: lo que los jugadores deben saber</translation>
    </message>
    <message>
        <source>or box names: dirt-core,dirt-110-percent</source>
        <translation>o nombres de cajas: dirt-core,dirt-110-percent</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Cajas</translation>
    </message>
    <message>
        <source>The boxes, by name (docs/tiles.md, Boxes), comma-separated, NAME:COUNT for several copies: each counts its own pieces; empty: the count above</source>
        <translation>Las cajas de losetas, por nombre (docs/tiles.md, Boxes), separadas por comas, NOMBRE:CANTIDAD para varias copias: cada una cuenta sus propias piezas; vacío: la cantidad de arriba</translation>
    </message>
    <message>
        <source>The rally file&apos;s boxes: copies of the tile box the organisers have (the Rally dock&apos;s Boxes; a change is a rally change)</source>
        <translation>Las cajas del archivo del rally: copias de la caja de losetas que tiene la organización (las Cajas del panel Rally; cambiarlas es un cambio del rally)</translation>
    </message>
    <message>
        <source>How many game boxes you own: tiles per box × boxes can be placed; the palette shows how many are left</source>
        <translation>Cuántas cajas del juego tienes: se pueden colocar losetas por caja × cajas; la paleta muestra cuántas quedan</translation>
    </message>
    <message>
        <source> (the boxes named below count)</source>
        <translation> (cuentan las cajas indicadas abajo)</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>pacenote editor</source>
        <translation>editor pacenote</translation>
    </message>
    <message>
        <source>Build a Rallyman: DIRT stage from the game&apos;s tiles, check it and test-drive it.</source>
        <translation>Monta un Tramo de Rallyman: DIRT con las losetas del juego, compruébalo y pruébalo.</translation>
    </message>
    <message>
        <source>New stage</source>
        <translation>Nuevo Tramo</translation>
    </message>
    <message>
        <source>New rally</source>
        <translation>Nuevo rally</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Import Rekee / .rgt…</source>
        <translation>Importar Rekee / .rgt…</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Abrir reciente</translation>
    </message>
    <message>
        <source>Open an example</source>
        <translation>Abrir un ejemplo</translation>
    </message>
    <message>
        <source>Open an example rally</source>
        <translation>Abrir un rally de ejemplo</translation>
    </message>
    <message>
        <source>No recent files yet</source>
        <translation>Aún no hay archivos recientes</translation>
    </message>
    <message>
        <source>No examples here (a source checkout has them)</source>
        <translation>No hay ejemplos aquí (una copia del código fuente los tiene)</translation>
    </message>
    <message>
        <source>No example rallies here (a source checkout has them)</source>
        <translation>No hay rallies de ejemplo aquí (una copia del código fuente los tiene)</translation>
    </message>
</context>
<context>
    <name>TestDriveController</name>
    <message>
        <source>AI driver for the test drive</source>
        <translation>Piloto IA de la prueba</translation>
    </message>
    <message>
        <source>Solo time trials, or races with 2 or more players (by default {solo} and {races}, as pacenote drive)</source>
        <translation>Contrarreloj en solitario, o carreras con 2 o más jugadores (por defecto {solo} y {races}, como pacenote drive)</translation>
    </message>
    <message>
        <source>Same seed, same dice, same result</source>
        <translation>Misma semilla, mismos dados, mismo resultado</translation>
    </message>
    <message>
        <source>Whole rally</source>
        <translation>Rally completo</translation>
    </message>
    <message>
        <source>Test &amp;drive</source>
        <translation>&amp;Prueba</translation>
    </message>
    <message>
        <source>&amp;Cancel test drive</source>
        <translation>&amp;Cancelar prueba</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>&amp;Heat map (test drive)</source>
        <translation>&amp;Mapa de calor (prueba)</translation>
    </message>
    <message>
        <source>&amp;Congestion map (race)</source>
        <translation>Mapa de &amp;congestión (carrera)</translation>
    </message>
    <message>
        <source>Test drive</source>
        <translation>Prueba</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Piloto</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Carreras</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Cannot test-drive: {reason}</source>
        <translation>No se puede probar: {reason}</translation>
    </message>
    <message>
        <source>, {n} players</source>
        <translation>, {n} jugadores</translation>
    </message>
    <message>
        <source>, the whole rally ({n} stages)</source>
        <translation>, el rally completo ({n} Tramos)</translation>
    </message>
    <message>
        <source>This test drive&apos;s figures, heat map and replay are {label}&apos;s; show {label} to see them (nothing has changed since).</source>
        <translation>Las cifras, el mapa de calor y la repetición de esta prueba son de {label}; muestra {label} para verlos (nada ha cambiado desde entonces).</translation>
    </message>
    <message>
        <source>Stale: the stage has changed since this test drive.</source>
        <translation>Desactualizado: el Tramo ha cambiado desde esta prueba.</translation>
    </message>
    <message>
        <source>Test drive cancelled</source>
        <translation>Prueba cancelada</translation>
    </message>
    <message>
        <source>Test drive failed: {reason}</source>
        <translation>La prueba falló: {reason}</translation>
    </message>
    <message>
        <source>Test drive (Ctrl+T)</source>
        <translation>Prueba (Ctrl+T)</translation>
    </message>
    <message>
        <source>Test drive needs a complete course: {reason}</source>
        <translation>La prueba necesita un recorrido completo: {reason}</translation>
    </message>
</context>
<context>
    <name>TileItem</name>
    <message>
        <source>service park</source>
        <translation>Parque de Asistencia</translation>
    </message>
    <message>
        <source>flat out</source>
        <translation>a fondo</translation>
    </message>
    <message>
        <source>Next tile here: click to place the selected palette tile</source>
        <translation>Siguiente loseta aquí: haz clic para colocar la loseta elegida en la paleta</translation>
    </message>
    <message>
        <source>Open end: click to continue the course here</source>
        <translation>Extremo abierto: haz clic para continuar aquí el recorrido</translation>
    </message>
</context>
<context>
    <name>TokenMenu</name>
    <message>
        <source>Mud spray</source>
        <translation>Proyección de barro</translation>
    </message>
    <message>
        <source>Chicane with a speed limit</source>
        <translation>Chicane con límite de velocidad</translation>
    </message>
    <message>
        <source>Chicane</source>
        <translation>Chicane</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Agua</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Salto</translation>
    </message>
    <message>
        <source>Climb: ascent</source>
        <translation>Subida: ascenso</translation>
    </message>
    <message>
        <source>Climb: descent</source>
        <translation>Subida: descenso</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Nube</translation>
    </message>
    <message>
        <source>Oxygen</source>
        <translation>Oxígeno</translation>
    </message>
    <message>
        <source>Joker lap: entrance</source>
        <translation>Vuelta joker: entrada</translation>
    </message>
    <message>
        <source>Joker lap: exit</source>
        <translation>Vuelta joker: salida</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Meta</translation>
    </message>
    <message>
        <source>Rotate clockwise</source>
        <translation>Girar en sentido horario</translation>
    </message>
    <message>
        <source>Rotate counter-clockwise</source>
        <translation>Girar en sentido antihorario</translation>
    </message>
    <message>
        <source>Flip to the other side</source>
        <translation>Voltear a la otra cara</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Place {tile} here</source>
        <translation>Colocar {tile} aquí</translation>
    </message>
    <message>
        <source>Turn the {name} token</source>
        <translation>Girar la ficha {name}</translation>
    </message>
    <message>
        <source>Remove the {name} token</source>
        <translation>Quitar la ficha {name}</translation>
    </message>
    <message>
        <source>Add token here</source>
        <translation>Añadir ficha aquí</translation>
    </message>
</context>
<context>
    <name>TokenPalette</name>
    <message>
        <source>Drag onto a tile, or double-click to lay it on the selected tile</source>
        <translation>Arrástrala a una loseta, o haz doble clic para ponerla en la loseta seleccionada</translation>
    </message>
</context>
</TS>
