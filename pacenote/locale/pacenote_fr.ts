<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>pacenote</name>
    <message>
        <location filename="../../cli/drivereport.py" line="140"/>
        <source>cell</source>
        <comment>drive table column</comment>
        <translation>case</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="140"/>
        <source>tile</source>
        <comment>drive table column</comment>
        <translation>tuile</translation>
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
        <translation>pertes</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="142"/>
        <source>per run</source>
        <comment>drive table column</comment>
        <translation>par essai</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="142"/>
        <source>crashes</source>
        <comment>drive table column</comment>
        <translation>sorties de route</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="143"/>
        <source>spin</source>
        <translation>tête-à-queue</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="143"/>
        <source>crash</source>
        <translation>sortie de route</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="143"/>
        <source>sisu</source>
        <translation>SISU</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="144"/>
        <source>green_flag</source>
        <translation>drapeau vert</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="155"/>
        <source>runs</source>
        <translation>essais</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="180"/>
        <source>{runs} solo runs, driver {driver}, seed {seed}</source>
        <translation>{runs} essais en solo, pilote {driver}, graine {seed}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="185"/>
        <source> (exact)</source>
        <translation> (exact)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="186"/>
        <source>{n} per run</source>
        <translation>{n} par essai</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="188"/>
        <source>finished</source>
        <translation>terminés</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="188"/>
        <source>{finished}/{runs} runs</source>
        <translation>{finished}/{runs} essais</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="190"/>
        <source>retired {n}</source>
        <translation>abandons {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="191"/>
        <source>stuck {n}</source>
        <translation>bloqués {n}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="194"/>
        <source>mean {time}</source>
        <translation>moyenne {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="196"/>
        <source>runs {time}</source>
        <translation>essais {time}</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="200"/>
        <source>stage time</source>
        <translation>temps de la spéciale</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="200"/>
        <source>(runs)</source>
        <translation>(essais)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="202"/>
        <source>(expert's expected time)</source>
        <translation>(temps attendu de l'expert)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="203"/>
        <source>turns</source>
        <translation>tours de jeu</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="204"/>
        <source>in the runs: </source>
        <translation>dans les essais : </translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="205"/>
        <source>losses of control</source>
        <translation>pertes de contrôle</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="207"/>
        <source>damage drawn</source>
        <translation>dégâts tirés</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="210"/>
        <source>shortcuts</source>
        <translation>raccourcis</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="210"/>
        <source>{entries} entries in {runs} runs</source>
        <translation>{entries} entrées en {runs} essais</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="215"/>
        <source>per run (exact)</source>
        <translation>par essai (exact)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="216"/>
        <source>damage</source>
        <translation>dégâts</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="217"/>
        <source>shortcuts {entries} entries, {share} of runs</source>
        <translation>raccourcis {entries} entrées, {share} des essais</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="219"/>
        <source>seconds tokens</source>
        <translation>jetons secondes</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="220"/>
        <source>{n} left per run on average</source>
        <translation>{n} restants par essai en moyenne</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="226"/>
        <source>blocked turns</source>
        <translation>tours bloqués</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="226"/>
        <source>{n} (no die could enter a cell ahead)</source>
        <translation>{n} (aucun dé ne pouvait entrer dans une case devant)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="228"/>
        <source>spare wheel / SISU</source>
        <translation>roue de secours / SISU</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="228"/>
        <source>{spare} / {sisu} runs</source>
        <translation>{spare} / {sisu} essais</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="232"/>
        <source>Stage time distribution</source>
        <translation>Distribution des temps de la spéciale</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="234"/>
        <source>Hot spots (losses of control by cell)</source>
        <translation>Points chauds (pertes de contrôle par case)</translation>
    </message>
    <message>
        <location filename="../../cli/drivereport.py" line="235"/>
        <source>Hot spots (per run: exact)</source>
        <translation>Points chauds (par essai : exact)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="75"/>
        <source>wrote {path}: {n} page</source>
        <comment>wrote {path}: {n} pages</comment>
        <translation>
            <numerusform>écrit {path} : {n} page</numerusform>
            <numerusform>écrit {path} : {n} pages</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/export.py" line="92"/>
        <source>wrote {path}/: {files} files ({pages}-page PDF, {stages}, index.html)</source>
        <translation>écrit {path}/ : {files} fichiers (PDF de {pages} pages, {stages}, index.html)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/export.py" line="95"/>
        <source>{n} stage</source>
        <comment>{n} stages</comment>
        <translation>
            <numerusform>{n} spéciale</numerusform>
            <numerusform>{n} spéciales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="244"/>
        <source>{n} error</source>
        <comment>{n} errors</comment>
        <translation>
            <numerusform>{n} erreur</numerusform>
            <numerusform>{n} erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="245"/>
        <source>{n} warning</source>
        <comment>{n} warnings</comment>
        <translation>
            <numerusform>{n} avertissement</numerusform>
            <numerusform>{n} avertissements</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="246"/>
        <source>{n} info</source>
        <translation>{n} infos</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="248"/>
        <source>{n} file checked</source>
        <comment>{n} files checked</comment>
        <translation>
            <numerusform>{n} fichier vérifié</numerusform>
            <numerusform>{n} fichiers vérifiés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="249"/>
        <source>{n} file could not be read</source>
        <comment>{n} files could not be read</comment>
        <translation>
            <numerusform>{n} fichier illisible</numerusform>
            <numerusform>{n} fichiers illisibles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/validate.py" line="252"/>
        <source>{n} file with errors</source>
        <comment>{n} files with errors</comment>
        <translation>
            <numerusform>{n} fichier avec des erreurs</numerusform>
            <numerusform>{n} fichiers avec des erreurs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="254"/>
        <source>not every file could be checked</source>
        <translation>tous les fichiers n'ont pas pu être vérifiés</translation>
    </message>
    <message>
        <location filename="../../cli/validate.py" line="255"/>
        <source>no errors</source>
        <translation>aucune erreur</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/app.py" line="359"/>
        <source>circuit: closed loop, {n} lap</source>
        <comment>circuit: closed loop, {n} laps</comment>
        <translation>
            <numerusform>circuit : boucle fermée, {n} tour</numerusform>
            <numerusform>circuit : boucle fermée, {n} tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_control.py" line="215"/>
        <source>Test drive: {n} run with the {driver} driver, seed {seed}</source>
        <comment>Test drive: {n} runs with the {driver} driver, seed {seed}</comment>
        <translation>
            <numerusform>Essai : {n} essai avec le pilote {driver}, graine {seed}</numerusform>
            <numerusform>Essai : {n} essais avec le pilote {driver}, graine {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_control.py" line="247"/>
        <source>Test drive done: {n} run in {seconds} s</source>
        <comment>Test drive done: {n} runs in {seconds} s</comment>
        <translation>
            <numerusform>Essai terminé : {n} essai en {seconds} s</numerusform>
            <numerusform>Essai terminé : {n} essais en {seconds} s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="59"/>
        <source>({finished} of {n} run)</source>
        <comment>({finished} of {n} runs)</comment>
        <translation>
            <numerusform>({finished} sur {n} essai)</numerusform>
            <numerusform>({finished} sur {n} essais)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="101"/>
        <source>{n} run · {driver} · seed {seed}</source>
        <comment>{n} runs · {driver} · seed {seed}</comment>
        <translation>
            <numerusform>{n} essai · {driver} · graine {seed}</numerusform>
            <numerusform>{n} essais · {driver} · graine {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/drive_panel.py" line="162"/>
        <source>{n} lap</source>
        <comment>{n} laps</comment>
        <translation>
            <numerusform>{n} tour</numerusform>
            <numerusform>{n} tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="81"/>
        <source>{n} box needed</source>
        <comment>{n} boxes needed</comment>
        <translation>
            <numerusform>{n} boîte nécessaire</numerusform>
            <numerusform>{n} boîtes nécessaires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="84"/>
        <source>{n} tile placed</source>
        <comment>{n} tiles placed</comment>
        <translation>
            <numerusform>{n} tuile posée</numerusform>
            <numerusform>{n} tuiles posées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/rally_panel.py" line="85"/>
        <source>{n} road tile</source>
        <comment>{n} road tiles</comment>
        <translation>
            <numerusform>{n} tuile de route</numerusform>
            <numerusform>{n} tuiles de route</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="85"/>
        <source>{n} cell</source>
        <comment>{n} cells</comment>
        <translation>
            <numerusform>{n} case</numerusform>
            <numerusform>{n} cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="86"/>
        <source>{n} tile on the course</source>
        <comment>{n} tiles on the course</comment>
        <translation>
            <numerusform>{n} tuile sur le parcours</numerusform>
            <numerusform>{n} tuiles sur le parcours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="97"/>
        <source>~{minutes} min for {n} player</source>
        <comment>~{minutes} min for {n} players</comment>
        <translation>
            <numerusform>~{minutes} min pour {n} joueur</numerusform>
            <numerusform>~{minutes} min pour {n} joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="188"/>
        <source>box: the rally's</source>
        <comment>boxes: the rally's</comment>
        <translation>
            <numerusform>boîte : celles du rallye</numerusform>
            <numerusform>boîtes : celles du rallye</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/stage_panel.py" line="189"/>
        <source>box owned</source>
        <comment>boxes owned</comment>
        <translation>
            <numerusform>boîte possédée</numerusform>
            <numerusform>boîtes possédées</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="65"/>
        <source>quick start</source>
        <translation>départ rapide</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="65"/>
        <source>red zone</source>
        <translation>zone rouge</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="66"/>
        <source>SISU token</source>
        <translation>jeton SISU</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="66"/>
        <source>leader dice</source>
        <translation>dés de leader</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="67"/>
        <source>rally</source>
        <comment>option value</comment>
        <translation>rallye</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="67"/>
        <source>stage</source>
        <comment>option value</comment>
        <translation>spéciale</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="74"/>
        <source>on</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../export/booklet.py" line="76"/>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/booklet.py" line="100"/>
        <source>{n} validation error ({codes}): exported as a draft with a warning banner</source>
        <comment>{n} validation errors ({codes}): exported as a draft with a warning banner</comment>
        <translation>
            <numerusform>{n} erreur de validation ({codes}) : exporté comme brouillon avec un avertissement</numerusform>
            <numerusform>{n} erreurs de validation ({codes}) : exporté comme brouillon avec un avertissement</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>above</source>
        <translation>au-dessus de</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>upper right of</source>
        <translation>en haut à droite de</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="20"/>
        <source>lower right of</source>
        <translation>en bas à droite de</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>below</source>
        <translation>au-dessous de</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>lower left of</source>
        <translation>en bas à gauche de</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="21"/>
        <source>upper left of</source>
        <translation>en haut à gauche de</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>top left</source>
        <translation>en haut à gauche</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>top right</source>
        <translation>en haut à droite</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="23"/>
        <source>right</source>
        <translation>à droite</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>bottom right</source>
        <translation>en bas à droite</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>bottom left</source>
        <translation>en bas à gauche</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="24"/>
        <source>left</source>
        <translation>à gauche</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>straight</source>
        <translation>tout droit</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>right 60°</source>
        <translation>droite 60°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="27"/>
        <source>right 120°</source>
        <translation>droite 120°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="28"/>
        <source>left 120°</source>
        <translation>gauche 120°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="28"/>
        <source>left 60°</source>
        <translation>gauche 60°</translation>
    </message>
    <message>
        <location filename="../../export/buildsteps.py" line="88"/>
        <source>service park</source>
        <translation>parc d'assistance</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="271"/>
        <source>rally booklet (PDF)</source>
        <translation>livret du rallye (PDF)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="271"/>
        <source>build guide (PDF)</source>
        <translation>guide de montage (PDF)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="273"/>
        <source>rally file</source>
        <translation>fichier du rallye</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="276"/>
        <source>the rally at a glance</source>
        <translation>le rallye en un coup d'œil</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="277"/>
        <source>pick list (tiles.txt)</source>
        <translation>liste des tuiles (tiles.txt)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="294"/>
        <source>picture (PNG)</source>
        <translation>image (PNG)</translation>
    </message>
    <message>
        <location filename="../../export/bundle.py" line="295"/>
        <source>this page</source>
        <translation>cette page</translation>
    </message>
    <message>
        <location filename="../../export/guide.py" line="173"/>
        <source>length</source>
        <translation>longueur</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/guide.py" line="173"/>
        <source>{pieces} pieces in the loop x {n} lap: a {size} race (rulebook: {guidelines})</source>
        <comment>{pieces} pieces in the loop x {n} laps: a {size} race (rulebook: {guidelines})</comment>
        <translation>
            <numerusform>{pieces} pièces dans la boucle x {n} tour : une course « {size} » (règles : {guidelines})</numerusform>
            <numerusform>{pieces} pièces dans la boucle x {n} tours : une course « {size} » (règles : {guidelines})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/guide.py" line="178"/>
        <source>~{minutes} min for {players} players (rulebook: ~{book} min for a {size} race)</source>
        <translation>~{minutes} min pour {players} joueurs (règles : ~{book} min pour une course « {size} »)</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="56"/>
        <source>~{minutes} min</source>
        <translation>~{minutes} min</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="59"/>
        <source>draft</source>
        <translation>brouillon</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="87"/>
        <source>by {author}</source>
        <translation>par {author}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/indexpage.py" line="97"/>
        <source>{n} validation error</source>
        <comment>{n} validation errors</comment>
        <translation>
            <numerusform>{n} erreur de validation</numerusform>
            <numerusform>{n} erreurs de validation</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="100"/>
        <source>Not ready to play: {problems}</source>
        <translation>Pas prêt à jouer : {problems}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="103"/>
        <source>At a glance</source>
        <translation>En un coup d'œil</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="105"/>
        <source>{title}: every stage</source>
        <translation>{title} : toutes les spéciales</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="106"/>
        <source>Stages</source>
        <translation>Spéciales</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>stage</source>
        <translation>spéciale</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>road tiles</source>
        <translation>tuiles de route</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>cells</source>
        <translation>cases</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="107"/>
        <source>class</source>
        <translation>classe</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="109"/>
        <source>par time</source>
        <translation>temps de référence</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>then</source>
        <translation>ensuite</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>files</source>
        <translation>fichiers</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="110"/>
        <source>tiles</source>
        <translation>tuiles</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="125"/>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="126"/>
        <source>{n} physical tiles for the whole rally; flipped between stages: {tiles}. Per stage and between stages: </source>
        <translation>{n} tuiles physiques pour tout le rallye ; retournées entre les spéciales : {tiles}. Par spéciale et entre les spéciales : </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="133"/>
        <source>Community formats</source>
        <translation>Formats de la communauté</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="137"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="138"/>
        <source>Written by pacenote:</source>
        <translation>Écrit par pacenote :</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="139"/>
        <source>Files: {n}.</source>
        <translation>Fichiers : {n}.</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="150"/>
        <source>{tiles} road tiles, {cells} cells: {size}</source>
        <translation>{tiles} tuiles de route, {cells} cases : {size}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="154"/>
        <source>no START → FINISH course yet</source>
        <translation>pas encore de parcours START → FINISH</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="158"/>
        <source>yes ({tile})</source>
        <translation>oui ({tile})</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="159"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/indexpage.py" line="163"/>
        <source>{n} stage ({classes})</source>
        <comment>{n} stages ({classes})</comment>
        <translation>
            <numerusform>{n} spéciale ({classes})</numerusform>
            <numerusform>{n} spéciales ({classes})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="165"/>
        <source>: a {size} rally</source>
        <translation> : un rallye « {size} »</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="168"/>
        <source>~{minutes} min for {players} players</source>
        <translation>~{minutes} min pour {players} joueurs</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="171"/>
        <source>after {stages}</source>
        <translation>après {stages}</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="172"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="173"/>
        <source>tile boxes</source>
        <translation>boîtes de tuiles</translation>
    </message>
    <message>
        <location filename="../../export/indexpage.py" line="175"/>
        <source>advanced rules</source>
        <translation>règles avancées</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="42"/>
        <source>… and {n} more</source>
        <translation>… et {n} de plus</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="71"/>
        <source>SHORT STAGE</source>
        <translation>SPÉCIALE COURTE</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="71"/>
        <source>MEDIUM STAGE</source>
        <translation>SPÉCIALE MOYENNE</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="72"/>
        <source>LONG STAGE</source>
        <translation>SPÉCIALE LONGUE</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="72"/>
        <source>SHORT RACE</source>
        <translation>COURSE COURTE</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="73"/>
        <source>MEDIUM RACE</source>
        <translation>COURSE MOYENNE</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="73"/>
        <source>LONG RACE</source>
        <translation>COURSE LONGUE</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="74"/>
        <source>SHORT RALLY</source>
        <translation>RALLYE COURT</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="74"/>
        <source>MEDIUM RALLY</source>
        <translation>RALLYE MOYEN</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="75"/>
        <source>LONG RALLY</source>
        <translation>RALLYE LONG</translation>
    </message>
    <message>
        <location filename="../../export/pagekit.py" line="81"/>
        <source> · by {author}</source>
        <translation> · par {author}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="54"/>
        <source>Stage build guide</source>
        <comment>a GT circuit's page</comment>
        <translation>Guide de montage du circuit</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="55"/>
        <source>Stage build guide</source>
        <translation>Guide de montage de la spéciale</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="56"/>
        <source>{title} · stage {n} of {count}</source>
        <translation>{title} · spéciale {n} sur {count}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="66"/>
        <source>page {n} / {count}</source>
        <translation>page {n} / {count}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="81"/>
        <source>where the tile goes next to the tile before it, as on the drawing (top of the page = far side of the table).</source>
        <translation>où va la tuile à côté de la précédente, comme sur le dessin (haut de la page = côté opposé de la table).</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="83"/>
        <source>the corner with the tile's printed number (dark wedge on the drawing).</source>
        <translation>le coin portant le numéro imprimé de la tuile (coin sombre sur le dessin).</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="84"/>
        <source>how the course turns across the tile.</source>
        <translation>comment le parcours tourne sur la tuile.</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="100"/>
        <source>tile</source>
        <translation>tuile</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="101"/>
        <source>place it</source>
        <translation>placer</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="102"/>
        <source>number at</source>
        <translation>numéro à</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="103"/>
        <source>road</source>
        <translation>route</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>short</source>
        <comment>class</comment>
        <translation>court</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>medium</source>
        <comment>class</comment>
        <translation>moyen</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="108"/>
        <source>long</source>
        <comment>class</comment>
        <translation>long</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="114"/>
        <source>first tile</source>
        <translation>première tuile</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="120"/>
        <source>DRAFT</source>
        <translation>BROUILLON</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="124"/>
        <source>DRAFT: this stage has {n} validation error and is not ready to play</source>
        <comment>DRAFT: this stage has {n} validation errors and is not ready to play</comment>
        <translation>
            <numerusform>BROUILLON : cette spéciale a {n} erreur de validation et n'est pas prête à jouer</numerusform>
            <numerusform>BROUILLON : cette spéciale a {n} erreurs de validation et n'est pas prête à jouer</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="135"/>
        <source>also placed, not on the course: {tiles}</source>
        <translation>aussi posées, hors du parcours : {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="150"/>
        <source>build order</source>
        <translation>ordre de montage</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="162"/>
        <source>notes</source>
        <translation>notes</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="224"/>
        <source>{tiles} road tiles START → FINISH, {cells} road cells: {size} (rulebook: {target} tiles)</source>
        <translation>{tiles} tuiles de route START → FINISH, {cells} cases : « {size} » (règles : {target} tuiles)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="228"/>
        <source>~{minutes} min for {n} player (rulebook: ~{book} min for a {size} stage and 4 players)</source>
        <comment>~{minutes} min for {n} players (rulebook: ~{book} min for a {size} stage and 4 players)</comment>
        <translation>
            <numerusform>~{minutes} min pour {n} joueur (règles : ~{book} min pour une spéciale « {size} » et 4 joueurs)</numerusform>
            <numerusform>~{minutes} min pour {n} joueurs (règles : ~{book} min pour une spéciale « {size} » et 4 joueurs)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="236"/>
        <source>yes ({tile} after the FINISH)</source>
        <translation>oui ({tile} après FINISH)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="241"/>
        <source>{par} (expert driver, {runs} runs; {finished}/{runs} finished)</source>
        <translation>{par} (pilote expert, {runs} essais ; {finished}/{runs} terminés)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="243"/>
        <source>{par} (expert driver, {runs} runs; mean of the runs {mean}; {finished}/{runs} finished)</source>
        <translation>{par} (pilote expert, {runs} essais ; moyenne des essais {mean} ; {finished}/{runs} terminés)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="248"/>
        <source>none ({finished}/{runs} expert runs finished)</source>
        <translation>aucun ({finished}/{runs} essais de l'expert terminés)</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="254"/>
        <source>races</source>
        <translation>courses</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/pages.py" line="254"/>
        <source>{n} simulated race of {players} cars: {rounds} rounds, about {minutes} min at the table; {overtakes} overtakes and {blocked} turns blocked by cars per race</source>
        <comment>{n} simulated races of {players} cars: {rounds} rounds, about {minutes} min at the table; {overtakes} overtakes and {blocked} turns blocked by cars per race</comment>
        <translation>
            <numerusform>{n} course simulée de {players} voitures : {rounds} tours de jeu, environ {minutes} min à la table ; {overtakes} dépassements et {blocked} tours de jeu bloqués par des voitures par course</numerusform>
            <numerusform>{n} courses simulées de {players} voitures : {rounds} tours de jeu, environ {minutes} min à la table ; {overtakes} dépassements et {blocked} tours de jeu bloqués par des voitures par course</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="279"/>
        <source>tiles ({n})</source>
        <translation>tuiles ({n})</translation>
    </message>
    <message>
        <location filename="../../export/pages.py" line="288"/>
        <source>race</source>
        <translation>course</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="116"/>
        <source>{title}: tiles to take out of the box</source>
        <translation>{title} : tuiles à sortir de la boîte</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/picklist.py" line="119"/>
        <source>{n} tile</source>
        <comment>{n} tiles</comment>
        <translation>
            <numerusform>{n} tuile</numerusform>
            <numerusform>{n} tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/picklist.py" line="125"/>
        <source>{n} box</source>
        <comment>{n} boxes</comment>
        <translation>
            <numerusform>{n} boîte</numerusform>
            <numerusform>{n} boîtes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="127"/>
        <source>Whole rally: {tiles} physical tiles from {boxes} (the table holds one stage at a time)</source>
        <translation>Rallye complet : {tiles} tuiles physiques de {boxes} (la table accueille une spéciale à la fois)</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="130"/>
        <source>tile</source>
        <comment>pick list column</comment>
        <translation>tuile</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="135"/>
        <source>flipped</source>
        <translation>retournée</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="140"/>
        <source>flipped between stages: {tiles}</source>
        <translation>retournées entre les spéciales : {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="144"/>
        <source>Between {before} and {after}:</source>
        <translation>Entre {before} et {after} :</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="146"/>
        <source>the same tiles, the same sides up (rebuild the layout)</source>
        <translation>les mêmes tuiles, les mêmes faces visibles (remontez le tracé)</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="148"/>
        <source>flip: {tiles}</source>
        <translation>retourner : {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="151"/>
        <source>put away: {tiles}</source>
        <translation>ranger : {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/picklist.py" line="153"/>
        <source>take out: {tiles}</source>
        <translation>sortir : {tiles}</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="36"/>
        <source>short = 2 short stages, medium = 3 short or 2 long, long = 3 medium</source>
        <translation>court = 2 spéciales courtes, moyen = 3 courtes ou 2 longues, long = 3 moyennes</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="38"/>
        <source>After a stage with service: remove all damage tokens and take back the spare wheel.</source>
        <translation>Après une spéciale avec assistance : retirez tous les jetons dégât et reprenez la roue de secours.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="39"/>
        <source>After a stage without service: note each car's damage tokens (gear / gas / brake) on the rally sheet; they start the next stage on its dashboard. A spare wheel not used in the stage may be discarded between stages to remove one gas damage.</source>
        <translation>Après une spéciale sans assistance : notez les jetons dégât de chaque voiture (vitesse / gaz / frein) sur la feuille de rallye ; ils commencent la spéciale suivante sur son tableau de bord. Une roue de secours non utilisée pendant la spéciale peut être défaussée entre les spéciales pour retirer un dégât gaz.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="42"/>
        <source>Time cards and seconds tokens never carry over. The lowest total time plays first in the next stage.</source>
        <translation>Les cartes temps et les jetons secondes ne sont jamais conservés. Le meilleur temps total joue en premier dans la spéciale suivante.</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="50"/>
        <source>Rally booklet</source>
        <translation>Livret du rallye</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="52"/>
        <source>DRAFT: this rally has errors and is not ready to play</source>
        <translation>BROUILLON : ce rallye a des erreurs et n'est pas prêt à jouer</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="56"/>
        <source>one of the rulebook's plans</source>
        <translation>l'un des plans des règles</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="57"/>
        <source>nearest rulebook class</source>
        <translation>la classe la plus proche des règles</translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="60"/>
        <source>{n} stage ({classes}): a {size} rally ({how}; {plans})</source>
        <comment>{n} stages ({classes}): a {size} rally ({how}; {plans})</comment>
        <translation>
            <numerusform>{n} spéciale ({classes}) : un rallye « {size} » ({how} ; {plans})</numerusform>
            <numerusform>{n} spéciales ({classes}) : un rallye « {size} » ({how} ; {plans})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="66"/>
        <source>~{minutes} min for {n} player: the stages at the rulebook's rate and {between} min between stages (rulebook: ~{book} min for a {size} rally and 4 players)</source>
        <comment>~{minutes} min for {n} players: the stages at the rulebook's rate and {between} min between stages (rulebook: ~{book} min for a {size} rally and 4 players)</comment>
        <translation>
            <numerusform>~{minutes} min pour {n} joueur : les spéciales au rythme des règles et {between} min entre les spéciales (règles : ~{book} min pour un rallye « {size} » et 4 joueurs)</numerusform>
            <numerusform>~{minutes} min pour {n} joueurs : les spéciales au rythme des règles et {between} min entre les spéciales (règles : ~{book} min pour un rallye « {size} » et 4 joueurs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../export/rallypages.py" line="78"/>
        <source>{n} (every stage is built from this box)</source>
        <comment>{n} (every stage is built from these boxes)</comment>
        <translation>
            <numerusform>{n} (chaque spéciale se monte avec cette boîte)</numerusform>
            <numerusform>{n} (chaque spéciale se monte avec ces boîtes)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="90"/>
        <source>stages</source>
        <translation>spéciales</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="96"/>
        <source>tiles per stage</source>
        <translation>tuiles par spéciale</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="99"/>
        <source>between stages</source>
        <translation>entre les spéciales</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="109"/>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="111"/>
        <source>page</source>
        <translation>page</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="132"/>
        <source>  (errors)</source>
        <translation>  (erreurs)</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="135"/>
        <source>service park</source>
        <comment>the cover table's narrow 'then' column</comment>
        <translation>assistance</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="179"/>
        <source>time: m:ss, the stage's time cards minus the seconds tokens left. damage carried: the damage tokens on the dashboard going into the next stage. spare wheel: Y if the card is available in the next stage. total: the rally time so far; #: position (lowest total first, and first to play in the next stage).</source>
        <translation>temps : m:ss, les cartes temps de la spéciale moins les jetons secondes restants. dégâts : les jetons dégât sur le tableau de bord au départ de la spéciale suivante. roue de secours : O si la carte est disponible dans la spéciale suivante. total : le temps du rallye jusqu'ici ; # : position (le plus petit total en premier, et premier à jouer la spéciale suivante).</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="186"/>
        <source> · part {n} of {count}</source>
        <translation> · partie {n} sur {count}</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="187"/>
        <source>RALLY SHEET</source>
        <translation>FEUILLE DE RALLYE</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="187"/>
        <source> · fill in by hand</source>
        <translation> · à remplir à la main</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="195"/>
        <source>driver</source>
        <translation>pilote</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="236"/>
        <source>then SERVICE PARK: all damage repaired, spare wheel back</source>
        <translation>puis PARC D'ASSISTANCE : tous les dégâts réparés, roue de secours reprise</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="248"/>
        <source>service: repaired</source>
        <translation>assistance : réparé</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="248"/>
        <source>service: new wheel</source>
        <translation>assistance : roue neuve</translation>
    </message>
    <message>
        <location filename="../../export/rallypages.py" line="285"/>
        <source>Y</source>
        <comment>yes on the rally sheet</comment>
        <translation>O</translation>
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
        <translation>temps</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="19"/>
        <source>damage carried</source>
        <translation>dégâts</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="20"/>
        <source>spare wheel</source>
        <translation>roue de secours</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="21"/>
        <source>total  ·  position</source>
        <translation>total  ·  position</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="22"/>
        <source>final time</source>
        <translation>temps final</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="23"/>
        <source>final position</source>
        <translation>position finale</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="26"/>
        <source>gear</source>
        <translation>vitesse</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="26"/>
        <source>gas</source>
        <translation>gaz</translation>
    </message>
    <message>
        <location filename="../../export/sheet.py" line="26"/>
        <source>brake</source>
        <translation>frein</translation>
    </message>
    <message>
        <location filename="../../pacenote/drawing.py" line="200"/>
        <source>SERVICE</source>
        <translation>PARC</translation>
    </message>
    <message>
        <location filename="../../pacenote/drawing.py" line="201"/>
        <source>PARK</source>
        <translation>D'ASSISTANCE</translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="203"/>
        <source>REPAIR</source>
        <translation>RÉPARER</translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="203"/>
        <source>TYRES</source>
        <translation>PNEUS</translation>
    </message>
    <message>
        <location filename="../../pacenote/gtdrawing.py" line="210"/>
        <source>PIT STOP</source>
        <translation>ARRÊT AU STAND</translation>
    </message>
    <message>
        <location filename="../../pacenote/playtime.py" line="24"/>
        <source>playing time</source>
        <translation>durée de jeu</translation>
    </message>
    <message>
        <location filename="../../validators/circuitguide.py" line="22"/>
        <source>short 15 x 1 lap, medium 18 x 1 or 12 x 2, long 21 x 1 or 16 x 2</source>
        <translation>courte 15 x 1 tour, moyenne 18 x 1 ou 12 x 2, longue 21 x 1 ou 16 x 2</translation>
    </message>
</context>
</TS>
