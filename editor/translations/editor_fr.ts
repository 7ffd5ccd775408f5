<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Autosave</name>
    <message>
        <source>an unsaved rally</source>
        <translation>un rallye non enregistré</translation>
    </message>
    <message>
        <source>an unsaved stage</source>
        <translation>une spéciale non enregistrée</translation>
    </message>
    <message>
        <source>{what} (autosaved {when})</source>
        <translation>{what} (sauvegarde automatique {when})</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>La sauvegarde automatique a échoué : {problem}</translation>
    </message>
</context>
<context>
    <name>Congestion</name>
    <message>
        <source>{cell}: blocked {blocked}, forced onto another path {traffic} per race</source>
        <translation>{cell} : bloqué {blocked}, forcé sur un autre chemin {traffic} par course</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>Untitled rally</source>
        <translation>Rallye sans titre</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Add stage {label}</source>
        <translation>Ajouter la spéciale {label}</translation>
    </message>
    <message>
        <source>Add {file} as {label}</source>
        <translation>Ajouter {file} comme {label}</translation>
    </message>
    <message>
        <source>Remove stage {label}</source>
        <translation>Retirer la spéciale {label}</translation>
    </message>
    <message>
        <source>Move {label} to place {n}</source>
        <translation>Déplacer {label} en position {n}</translation>
    </message>
    <message>
        <source>Rename {old} → {label}</source>
        <translation>Renommer {old} → {label}</translation>
    </message>
    <message>
        <source>Service after {label} on</source>
        <translation>Assistance après {label} : oui</translation>
    </message>
    <message>
        <source>Service after {label} off</source>
        <translation>Assistance après {label} : non</translation>
    </message>
    <message>
        <source>Edit rally {field}</source>
        <translation>Modifier {field} du rallye</translation>
    </message>
</context>
<context>
    <name>DrivePanel</name>
    <message>
        <source> · exact</source>
        <translation> · exact</translation>
    </message>
    <message>
        <source>{n} retired</source>
        <translation>{n} abandons</translation>
    </message>
    <message>
        <source>{n} stuck</source>
        <translation>{n} bloqués</translation>
    </message>
    <message>
        <source>taken in {share} of runs, {times} times per run: {outcomes}</source>
        <translation>pris dans {share} des essais, {times} fois par essai : {outcomes}</translation>
    </message>
    <message>
        <source>taken in {share} of runs, {times} times: {outcomes}</source>
        <translation>pris dans {share} des essais, {times} fois : {outcomes}</translation>
    </message>
    <message>
        <source>none taken</source>
        <translation>aucun pris</translation>
    </message>
    <message>
        <source>(runs {mean} ± {se} s)</source>
        <translation>(essais {mean} ± {se} s)</translation>
    </message>
    <message>
        <source>{n} per run</source>
        <translation>{n} par essai</translation>
    </message>
    <message>
        <source>(runs)</source>
        <translation>(essais)</translation>
    </message>
    <message>
        <source>- (the expert driver&apos;s figure)</source>
        <translation>- (le chiffre du pilote expert)</translation>
    </message>
    <message>
        <source>({n} in the runs)</source>
        <translation>({n} dans les essais)</translation>
    </message>
    <message>
        <source> (simulated; rulebook about {minutes})</source>
        <translation> (simulé ; règles : environ {minutes})</translation>
    </message>
    <message>
        <source>plan ready · {driver} · the runs follow</source>
        <translation>plan prêt · {driver} · les essais suivent</translation>
    </message>
    <message>
        <source> (simulated; the GT book: about {minutes} for {players} players)</source>
        <translation> (simulé ; le livre de règles GT : environ {minutes} pour {players} joueurs)</translation>
    </message>
    <message>
        <source> over {laps}</source>
        <translation> en {laps}</translation>
    </message>
    <message>
        <source>{runs} of {cars}{over} · about {minutes} min at the table{book} · {overtakes} overtakes and {blocked} blocked turns {per} · {retirements}</source>
        <translation>{runs} de {cars}{over} · environ {minutes} min à table{book} · {overtakes} dépassements et {blocked} tours de jeu bloqués {per} · {retirements}</translation>
    </message>
    <message>
        <source>Test drive</source>
        <translation>Essai</translation>
    </message>
    <message>
        <source>Mean time</source>
        <translation>Temps moyen</translation>
    </message>
    <message>
        <source>Par time</source>
        <translation>Temps de référence</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminés</translation>
    </message>
    <message>
        <source>Losses of control</source>
        <translation>Pertes de contrôle</translation>
    </message>
    <message>
        <source>Crashes</source>
        <translation>Sorties de route</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours de jeu</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Raccourcis</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>case</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>tuile</translation>
    </message>
    <message>
        <source>lose control</source>
        <translation>perte de contrôle</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>sortie de route</translation>
    </message>
    <message>
        <source>Stage times</source>
        <translation>Temps de la spéciale</translation>
    </message>
    <message>
        <source>Hot spots: share of runs losing control in the cell</source>
        <translation>Points chauds : part des essais avec perte de contrôle dans la case</translation>
    </message>
    <message>
        <source> (exact rate)</source>
        <translation> (taux exact)</translation>
    </message>
    <message>
        <source>{losses} losses of control in {runs} runs</source>
        <translation>{losses} pertes de contrôle en {runs} essais</translation>
    </message>
    <message>
        <source>Rally ({stages})</source>
        <translation>Rallye ({stages})</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Course</translation>
    </message>
    <message>
        <source>Test drive needs a course from START to FINISH: {reason}</source>
        <translation>L&apos;essai demande un parcours de START à FINISH : {reason}</translation>
    </message>
    <message>
        <source>Test drive (Ctrl+T) lets an AI driver run the stage many times and shows its pace, risk and crash hot spots.</source>
        <translation>L&apos;essai (Ctrl+T) fait courir la spéciale de nombreuses fois à un pilote IA et montre son rythme, son risque et ses points chauds de sortie de route.</translation>
    </message>
    <message>
        <source>Stale: the stage has changed since this test drive (the heat map is hidden). Test drive again to update.</source>
        <translation>Périmé : la spéciale a changé depuis cet essai (la carte de chaleur est masquée). Refaites l&apos;essai pour mettre à jour.</translation>
    </message>
</context>
<context>
    <name>EditingWindow</name>
    <message>
        <source>A token lies on a tile: drop it on one</source>
        <translation>Un jeton se pose sur une tuile : déposez-le sur une tuile</translation>
    </message>
    <message>
        <source>Select the tile to lay the token on</source>
        <translation>Sélectionnez la tuile où poser le jeton</translation>
    </message>
</context>
<context>
    <name>Edits</name>
    <message>
        <source>Rotate together</source>
        <translation>Tourner ensemble</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Tourner</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Déplacer</translation>
    </message>
    <message>
        <source>Place {tile}</source>
        <translation>Poser {tile}</translation>
    </message>
    <message>
        <source>Replace {old} with {tile}</source>
        <translation>Remplacer {old} par {tile}</translation>
    </message>
    <message>
        <source>Flip {tile} → {other}</source>
        <translation>Retourner {tile} → {other}</translation>
    </message>
    <message>
        <source>Flip {tiles}</source>
        <translation>Retourner {tiles}</translation>
    </message>
    <message>
        <source>Turn {tile} left</source>
        <translation>Tourner {tile} à gauche</translation>
    </message>
    <message>
        <source>Turn {tile} right</source>
        <translation>Tourner {tile} à droite</translation>
    </message>
    <message>
        <source>Add {token} token on {tile}</source>
        <translation>Ajouter le jeton {token} sur {tile}</translation>
    </message>
    <message>
        <source>Move {token} token</source>
        <translation>Déplacer le jeton {token}</translation>
    </message>
    <message>
        <source>Remove {token} token</source>
        <translation>Retirer le jeton {token}</translation>
    </message>
    <message>
        <source>Turn {token} token</source>
        <translation>Tourner le jeton {token}</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>{name} has unsaved changes. Save them?</source>
        <translation>{name} a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <source>Add stage to the rally</source>
        <translation>Ajouter une spéciale au rallye</translation>
    </message>
    <message>
        <source>Cannot add stage</source>
        <translation>Impossible d&apos;ajouter la spéciale</translation>
    </message>
    <message>
        <source>Open stage</source>
        <translation>Ouvrir une spéciale</translation>
    </message>
    <message>
        <source>Import stage</source>
        <translation>Importer une spéciale</translation>
    </message>
    <message>
        <source>Cannot open rally</source>
        <translation>Impossible d&apos;ouvrir le rallye</translation>
    </message>
    <message>
        <source>Cannot open stage</source>
        <translation>Impossible d&apos;ouvrir la spéciale</translation>
    </message>
    <message>
        <source>Save rally</source>
        <translation>Enregistrer le rallye</translation>
    </message>
    <message>
        <source>Save stage</source>
        <translation>Enregistrer la spéciale</translation>
    </message>
    <message>
        <source>Read-only file</source>
        <translation>Fichier en lecture seule</translation>
    </message>
    <message>
        <source>{file} is read-only. Replace it anyway?</source>
        <translation>{file} est en lecture seule. Le remplacer quand même ?</translation>
    </message>
    <message>
        <source>Cannot save rally</source>
        <translation>Impossible d&apos;enregistrer le rallye</translation>
    </message>
    <message>
        <source>Cannot save stage</source>
        <translation>Impossible d&apos;enregistrer la spéciale</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Enregistré : {path}</translation>
    </message>
    <message>
        <source>Export stage</source>
        <translation>Exporter la spéciale</translation>
    </message>
    <message>
        <source>Cannot export stage</source>
        <translation>Impossible d&apos;exporter la spéciale</translation>
    </message>
    <message>
        <source>Exported with changes</source>
        <translation>Exporté avec des changements</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>Exporté : {path}</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>Exporter l&apos;image</translation>
    </message>
    <message>
        <source>Cannot export picture</source>
        <translation>Impossible d&apos;exporter l&apos;image</translation>
    </message>
    <message>
        <source>Export printable build guide</source>
        <translation>Exporter le guide de montage imprimable</translation>
    </message>
    <message>
        <source>Cannot export build guide</source>
        <translation>Impossible d&apos;exporter le guide de montage</translation>
    </message>
    <message>
        <source>Recovery copy unreadable</source>
        <translation>Copie de récupération illisible</translation>
    </message>
    <message>
        <source>A recovery copy could not be read ({problem}). It was kept at {where} and will not be offered again.</source>
        <translation>Une copie de récupération n&apos;a pas pu être lue ({problem}). Elle est conservée dans {where} et ne sera plus proposée.</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Récupérer les modifications non enregistrées</translation>
    </message>
    <message>
        <source>The editor did not close cleanly. Recover the unsaved changes to {what}?</source>
        <translation>L&apos;éditeur ne s&apos;est pas fermé proprement. Récupérer les modifications non enregistrées de {what} ?</translation>
    </message>
    <message>
        <source>Discard deletes the recovery copy. Decide later keeps it and asks again the next time the file is opened.</source>
        <translation>Abandonner supprime la copie de récupération. Décider plus tard la garde et redemande à la prochaine ouverture du fichier.</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Récupérer</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Decide later</source>
        <translation>Décider plus tard</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Impossible de récupérer</translation>
    </message>
    <message>
        <source>{problem} (kept at {where})</source>
        <translation>{problem} (conservée dans {where})</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <source>empty stage: what the course needs first</source>
        <translation>spéciale vide : ce dont le parcours a besoin d&apos;abord</translation>
    </message>
    <message>
        <source>Show info</source>
        <translation>Afficher les infos</translation>
    </message>
    <message>
        <source>Also list what a stage designer may want to know (length class, danger profile, …)</source>
        <translation>Lister aussi ce qu&apos;un concepteur de spéciale peut vouloir savoir (classe de longueur, profil de danger, …)</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>message</source>
        <translation>message</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>jumps</source>
        <translation>sauts</translation>
    </message>
    <message>
        <source>fords</source>
        <translation>gués</translation>
    </message>
    <message>
        <source>shortcuts</source>
        <translation>raccourcis</translation>
    </message>
    <message>
        <source>slides</source>
        <translation>dérapages</translation>
    </message>
    <message>
        <source>Generate stage</source>
        <translation>Générer une spéciale</translation>
    </message>
    <message>
        <source>Boxes owned, e.g. dirt-core or dirt-core:2,dirt-rx</source>
        <translation>Boîtes possédées, p. ex. dirt-core ou dirt-core:2,dirt-rx</translation>
    </message>
    <message>
        <source>short (10-12 tiles)</source>
        <translation>court (10-12 tuiles)</translation>
    </message>
    <message>
        <source>medium (13-16 tiles)</source>
        <translation>moyen (13-16 tuiles)</translation>
    </message>
    <message>
        <source>long (17-18 tiles)</source>
        <translation>long (17-18 tuiles)</translation>
    </message>
    <message>
        <source>road tiles:</source>
        <translation>tuiles de route :</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>par time:</source>
        <translation>temps de référence :</translation>
    </message>
    <message>
        <source>{0}: any</source>
        <translation>{0} : indifférent</translation>
    </message>
    <message>
        <source>{0}: with</source>
        <translation>{0} : avec</translation>
    </message>
    <message>
        <source>{0}: without</source>
        <translation>{0} : sans</translation>
    </message>
    <message>
        <source>any</source>
        <translation>tout</translation>
    </message>
    <message>
        <source>Terrain mix where the boxes allow: gravel,asphalt,snow (equal shares) or gravel:60,asphalt:40; empty: any</source>
        <translation>Mélange de revêtements si les boîtes le permettent : gravel,asphalt,snow (parts égales) ou gravel:60,asphalt:40 ; vide : tout</translation>
    </message>
    <message>
        <source>Table WIDTHxDEPTH in cm; empty: any size</source>
        <translation>Table LARGEURxPROFONDEUR en cm ; vide : toute taille</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Boxes owned</source>
        <translation>Boîtes possédées</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Éléments</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Table (cm)</source>
        <translation>Table (cm)</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>graine</translation>
    </message>
    <message>
        <source>candidates</source>
        <translation>candidats</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Générer</translation>
    </message>
    <message>
        <source>Set the brief and press Generate.</source>
        <translation>Définissez le cahier des charges et cliquez sur Générer.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Searching (up to {0:.0f} s)…</source>
        <translation>Recherche en cours (jusqu&apos;à {0:.0f} s)…</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s), best first: pick one and Open.</source>
        <translation>
            <numerusform>%n candidat, le meilleur en premier : choisissez-en un et cliquez sur Ouvrir.</numerusform>
            <numerusform>%n candidats, le meilleur en premier : choisissez-en un et cliquez sur Ouvrir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot meet the brief: {0}</source>
        <translation>Impossible de respecter le cahier des charges : {0}</translation>
    </message>
</context>
<context>
    <name>HeatLegend</name>
    <message>
        <source>{share} or more</source>
        <translation>{share} ou plus</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Double-click a tile in the palette</source>
        <translation>Double-clic sur une tuile de la palette</translation>
    </message>
    <message>
        <source>place it at the green open end</source>
        <translation>la pose à l&apos;extrémité ouverte verte</translation>
    </message>
    <message>
        <source>Shift+double-click a curve in the palette</source>
        <translation>Maj+double-clic sur un virage de la palette</translation>
    </message>
    <message>
        <source>place it bending left</source>
        <translation>la pose en virage à gauche</translation>
    </message>
    <message>
        <source>Ctrl+double-click a curve in the palette</source>
        <translation>Ctrl+double-clic sur un virage de la palette</translation>
    </message>
    <message>
        <source>place it bending right</source>
        <translation>la pose en virage à droite</translation>
    </message>
    <message>
        <source>Drag a tile from the palette</source>
        <translation>Glisser une tuile depuis la palette</translation>
    </message>
    <message>
        <source>place it on any hex (a preview shows how it lands)</source>
        <translation>la pose sur n&apos;importe quel hexagone (un aperçu montre où elle se place)</translation>
    </message>
    <message>
        <source>Click an open-end marker</source>
        <translation>Clic sur un repère d&apos;extrémité ouverte</translation>
    </message>
    <message>
        <source>place the palette&apos;s tile there, or make that end active</source>
        <translation>pose là la tuile de la palette, ou rend cette extrémité active</translation>
    </message>
    <message>
        <source>Click / Ctrl+click a tile, drag on empty canvas</source>
        <translation>Clic / Ctrl+clic sur une tuile, glisser sur le canevas vide</translation>
    </message>
    <message>
        <source>select tiles</source>
        <translation>sélectionne des tuiles</translation>
    </message>
    <message>
        <source>Drag selected tiles</source>
        <translation>Glisser les tuiles sélectionnées</translation>
    </message>
    <message>
        <source>move them</source>
        <translation>les déplace</translation>
    </message>
    <message>
        <source>Ctrl+wheel</source>
        <translation>Ctrl+molette</translation>
    </message>
    <message>
        <source>rotate the selection, or the tile under the mouse</source>
        <translation>tourne la sélection, ou la tuile sous la souris</translation>
    </message>
    <message>
        <source>Right-click a tile or token</source>
        <translation>Clic droit sur une tuile ou un jeton</translation>
    </message>
    <message>
        <source>rotate, flip, delete, add or turn a token</source>
        <translation>tourner, retourner, supprimer ; ajouter ou tourner un jeton</translation>
    </message>
    <message>
        <source>Double-click a START in the palette, then the next tiles: each goes on the green open end, turned to fit. Shift+double-click a curve to bend it left, Ctrl+double-click to bend it right; with a placed curve selected, [ and ] turn it. R / Shift+R rotate, F flips, right-click a tile for more. F1 lists every key.</source>
        <translation>Double-cliquez sur un START dans la palette, puis sur les tuiles suivantes : chacune se pose à l&apos;extrémité ouverte verte, tournée pour s&apos;ajuster. Maj+double-clic sur un virage le fait tourner à gauche, Ctrl+double-clic à droite ; avec un virage posé sélectionné, [ et ] le tournent. R / Maj+R tournent, F retourne, clic droit sur une tuile pour le reste. F1 liste toutes les touches.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Souris</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Effet</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Compris</translation>
    </message>
    <message>
        <source>Documentation</source>
        <translation>Documentation</translation>
    </message>
    <message>
        <source>The editor&apos;s documentation is docs/editor.md in pacenote&apos;s source (with README.md and the other docs/*.md files); Help → Keyboard shortcuts lists every key.</source>
        <translation>La documentation de l&apos;éditeur est docs/editor.md dans les sources de pacenote (avec README.md et les autres fichiers docs/*.md) ; Aide → Raccourcis clavier liste toutes les touches.</translation>
    </message>
    <message>
        <source>About pacenote</source>
        <translation>À propos de pacenote</translation>
    </message>
    <message>
        <source>&lt;b&gt;pacenote {version}&lt;/b&gt;&lt;p&gt;Build, check, test-drive and export stages for Rallyman: DIRT and Rallyman: GT. Not affiliated with the games&apos; publisher.&lt;/p&gt;&lt;p&gt;MIT licence.&lt;/p&gt;</source>
        <translation>&lt;b&gt;pacenote {version}&lt;/b&gt;&lt;p&gt;Construire, vérifier, essayer et exporter des spéciales pour Rallyman: DIRT et Rallyman: GT. Sans lien avec l&apos;éditeur des jeux.&lt;/p&gt;&lt;p&gt;Licence MIT.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Histogram</name>
    <message>
        <source>mean</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>par</source>
        <translation>référence</translation>
    </message>
</context>
<context>
    <name>ImageOptionsDialog</name>
    <message>
        <source>Export picture</source>
        <translation>Exporter l&apos;image</translation>
    </message>
    <message>
        <source>No title</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Tile list beside the map</source>
        <translation>Liste des tuiles à côté de la carte</translation>
    </message>
    <message>
        <source> px per hex</source>
        <translation> px par hexagone</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Échelle</translation>
    </message>
</context>
<context>
    <name>LanguageDialog</name>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>System language ({name})</source>
        <translation>Langue du système ({name})</translation>
    </message>
    <message>
        <source>The new language applies when the editor is restarted.</source>
        <translation>La nouvelle langue s&apos;applique au redémarrage de l&apos;éditeur.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Spéciale</translation>
    </message>
    <message>
        <source>&lt;as opened&gt;</source>
        <translation>&lt;à l&apos;ouverture&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Test drive</source>
        <translation>Essai</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Rallye</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Undo rally change</source>
        <translation>Ann&amp;uler la modification du rallye</translation>
    </message>
    <message>
        <source>Red&amp;o rally change</source>
        <translation>Ré&amp;tablir la modification du rallye</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>New &amp;With Boxes</source>
        <translation>Nouveau &amp;avec les boîtes</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>Ra&amp;lly</source>
        <translation>Ra&amp;llye</translation>
    </message>
    <message>
        <source>&amp;Drive</source>
        <translation>&amp;Conduite</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>New &amp;Rally</source>
        <translation>Nouveau &amp;rallye</translation>
    </message>
    <message>
        <source>A rally of several stages, one tab each, saved as a .rally.json</source>
        <translation>Un rallye de plusieurs spéciales, un onglet chacune, enregistré en .rally.json</translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation>&amp;Générer…</translation>
    </message>
    <message>
        <source>Generate stages to a brief (boxes, length, difficulty, table) and open one</source>
        <translation>Générer des spéciales selon un cahier des charges (boîtes, longueur, difficulté, table) et en ouvrir une</translation>
    </message>
    <message>
        <source>Rallyman: &amp;DIRT stage</source>
        <translation>Spéciale Rallyman: &amp;DIRT</translation>
    </message>
    <message>
        <source>New empty stage with the tiles of tileset {name}</source>
        <translation>Nouvelle spéciale vide avec les tuiles du jeu {name}</translation>
    </message>
    <message>
        <source>Rallyman: &amp;GT circuit</source>
        <translation>Circuit Rallyman: &amp;GT</translation>
    </message>
    <message>
        <source>DIRT stage with GT &amp;asphalt</source>
        <translation>Spéciale DIRT avec &amp;asphalte GT</translation>
    </message>
    <message>
        <source>DIRT stage with &amp;expansions (Monte Carlo / 110% / Climb 301–326)</source>
        <translation>Spéciale DIRT avec &amp;extensions (Monte Carlo / 110% / Climb 301–326)</translation>
    </message>
    <message>
        <source>GT circuit with e&amp;xpansion pieces (121–154)</source>
        <translation>Circuit GT avec pièces d&apos;e&amp;xtension (121–154)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>Ouvrir un fichier ré&amp;cent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Import Rekee / .rgt…</source>
        <translation>&amp;Importer Rekee / .rgt…</translation>
    </message>
    <message>
        <source>Export as Rekee &amp;JSON…</source>
        <translation>Exporter en &amp;JSON Rekee…</translation>
    </message>
    <message>
        <source>E&amp;xport as .rgt…</source>
        <translation>E&amp;xporter en .rgt…</translation>
    </message>
    <message>
        <source>Export &amp;picture (PNG/SVG)…</source>
        <translation>Exporter l&apos;i&amp;mage (PNG/SVG)…</translation>
    </message>
    <message>
        <source>Export printable bui&amp;ld guide (PDF)…</source>
        <translation>Exporter le guide de montage imprima&amp;ble (PDF)…</translation>
    </message>
    <message>
        <source>The stage&apos;s build guide, ready to print (as pacenote export writes it)</source>
        <translation>Le guide de montage de la spéciale, prêt à imprimer (comme l&apos;écrit pacenote export)</translation>
    </message>
    <message>
        <source>Export rally &amp;booklet (PDF)…</source>
        <translation>Exporter le &amp;livret du rallye (PDF)…</translation>
    </message>
    <message>
        <source>Cover, every stage&apos;s build guide and the rally sheet (as pacenote export RALLY -o FILE.pdf writes them)</source>
        <translation>Couverture, le guide de montage de chaque spéciale et la feuille de rallye (comme les écrit pacenote export RALLY -o FILE.pdf)</translation>
    </message>
    <message>
        <source>Export rally b&amp;undle (folder)…</source>
        <translation>Exporter le &amp;paquet du rallye (dossier)…</translation>
    </message>
    <message>
        <source>The folder a rally director prints or shares: booklet, stage files, pictures, pick list, index.html (as pacenote export RALLY -o DIR/)</source>
        <translation>Le dossier que la direction du rallye imprime ou partage : livret, fichiers des spéciales, images, liste des tuiles, index.html (comme pacenote export RALLY -o DIR/)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Place at the open end</source>
        <translation>&amp;Poser à l&apos;extrémité ouverte</translation>
    </message>
    <message>
        <source>Place the palette&apos;s tile where the course goes on</source>
        <translation>Poser la tuile de la palette là où le parcours continue</translation>
    </message>
    <message>
        <source>Rotate &amp;clockwise</source>
        <translation>Tourner dans le sens &amp;horaire</translation>
    </message>
    <message>
        <source>Rotate counter-clockwise</source>
        <translation>Tourner dans le sens antihoraire</translation>
    </message>
    <message>
        <source>Curve turning &amp;left</source>
        <translation>Virage à &amp;gauche</translation>
    </message>
    <message>
        <source>Turn the selected curve to bend left, or place the palette&apos;s curve so (also Shift+double-click in the palette)</source>
        <translation>Tourner le virage sélectionné vers la gauche, ou poser ainsi le virage de la palette (aussi Maj+double-clic dans la palette)</translation>
    </message>
    <message>
        <source>Curve turning righ&amp;t</source>
        <translation>Virage à &amp;droite</translation>
    </message>
    <message>
        <source>Turn the selected curve to bend right, or place the palette&apos;s curve so (also Ctrl+double-click in the palette)</source>
        <translation>Tourner le virage sélectionné vers la droite, ou poser ainsi le virage de la palette (aussi Ctrl+double-clic dans la palette)</translation>
    </message>
    <message>
        <source>&amp;Flip to the other side</source>
        <translation>Retourner sur l&apos;autre &amp;face</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>&amp;Tout sélectionner</translation>
    </message>
    <message>
        <source>Centre the &amp;map</source>
        <translation>Centrer la &amp;carte</translation>
    </message>
    <message>
        <source>Move the whole stage so its middle is at the origin</source>
        <translation>Déplacer toute la spéciale pour que son milieu soit à l&apos;origine</translation>
    </message>
    <message>
        <source>&amp;New stage in the rally</source>
        <translation>&amp;Nouvelle spéciale dans le rallye</translation>
    </message>
    <message>
        <source>&amp;Add stage file to the rally…</source>
        <translation>&amp;Ajouter un fichier de spéciale au rallye…</translation>
    </message>
    <message>
        <source>&amp;Remove stage from the rally</source>
        <translation>&amp;Retirer la spéciale du rallye</translation>
    </message>
    <message>
        <source>Ne&amp;xt stage</source>
        <translation>Spéciale &amp;suivante</translation>
    </message>
    <message>
        <source>Pre&amp;vious stage</source>
        <translation>Spéciale &amp;précédente</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>Zoom to &amp;fit</source>
        <translation>Ajuster à la &amp;fenêtre</translation>
    </message>
    <message>
        <source>Problem &amp;badges on tiles</source>
        <translation>&amp;Pastilles de problèmes sur les tuiles</translation>
    </message>
    <message>
        <source>Cycle tile &amp;labels (ids / pacenotes / none)</source>
        <translation>Alterner les &amp;étiquettes des tuiles (ids / notes / aucune)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every key of the editor, from this table</source>
        <translation>Toutes les touches de l&apos;éditeur, d&apos;après ce tableau</translation>
    </message>
    <message>
        <source>&amp;Tips for building a stage</source>
        <translation>&amp;Conseils pour construire une spéciale</translation>
    </message>
    <message>
        <source>The editor&apos;s &amp;documentation</source>
        <translation>&amp;Documentation de l&apos;éditeur</translation>
    </message>
    <message>
        <source>&amp;About pacenote</source>
        <translation>À &amp;propos de pacenote</translation>
    </message>
    <message>
        <source>class: {size}</source>
        <translation>classe : {size}</translation>
    </message>
    <message>
        <source>empty stage: double-click a START tile in the palette</source>
        <translation>spéciale vide : double-cliquez sur une tuile START dans la palette</translation>
    </message>
    <message>
        <source>course: START → FINISH</source>
        <translation>parcours : START → FINISH</translation>
    </message>
    <message>
        <source>course: open</source>
        <translation>parcours : ouvert</translation>
    </message>
    <message>
        <source>course: {problem}</source>
        <translation>parcours : {problem}</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>bend</source>
        <translation>courbe</translation>
    </message>
    <message>
        <source>corner</source>
        <translation>virage</translation>
    </message>
    <message>
        <source>finish</source>
        <translation>arrivée</translation>
    </message>
    <message>
        <source>pit</source>
        <translation>stand</translation>
    </message>
    <message>
        <source>s-bend</source>
        <translation>virage en S</translation>
    </message>
    <message>
        <source>service</source>
        <translation>assistance</translation>
    </message>
    <message>
        <source>start</source>
        <translation>départ</translation>
    </message>
    <message>
        <source>start-finish</source>
        <translation>départ-arrivée</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>ligne droite</translation>
    </message>
    <message>
        <source>wavy</source>
        <translation>ondulée</translation>
    </message>
    <message>
        <source>shortcut</source>
        <translation>raccourci</translation>
    </message>
    <message>
        <source>jump</source>
        <translation>saut</translation>
    </message>
    <message>
        <source>ford</source>
        <translation>gué</translation>
    </message>
    <message>
        <source>slide</source>
        <translation>dérapage</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>low</source>
        <translation>faible</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>high</source>
        <translation>élevé</translation>
    </message>
    <message>
        <source>{level} danger</source>
        <translation>danger {level}</translation>
    </message>
    <message>
        <source>limits {values}</source>
        <translation>limites {values}</translation>
    </message>
    <message>
        <source>Search: 210, corner, high…</source>
        <translation>Rechercher : 210, corner, high…</translation>
    </message>
    <message>
        <source>any kind</source>
        <translation>tout type</translation>
    </message>
    <message>
        <source>any danger</source>
        <translation>tout danger</translation>
    </message>
    <message>
        <source>any</source>
        <translation>tout</translation>
    </message>
    <message>
        <source>speed limit</source>
        <translation>limite de vitesse</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
</context>
<context>
    <name>RallyController</name>
    <message>
        <source>Remove stage</source>
        <translation>Retirer la spéciale</translation>
    </message>
    <message>
        <source>{label} has unsaved changes. Remove it from the rally anyway? Its file on disk is kept as last saved.</source>
        <translation>{label} a des modifications non enregistrées. La retirer quand même du rallye ? Son fichier sur le disque reste tel qu&apos;enregistré.</translation>
    </message>
    <message>
        <source>{label} removed: Rally → Undo rally change brings it back</source>
        <translation>{label} retirée : Rallye → Annuler la modification du rallye la rétablit</translation>
    </message>
    <message>
        <source>History: rally</source>
        <translation>Historique : rallye</translation>
    </message>
    <message>
        <source>History: {label}</source>
        <translation>Historique : {label}</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
</context>
<context>
    <name>RallyExport</name>
    <message>
        <source>Save the rally first</source>
        <translation>Enregistrez d&apos;abord le rallye</translation>
    </message>
    <message>
        <source>The export is made from the rally file as saved. Save the rally now?</source>
        <translation>L&apos;export est fait à partir du fichier du rallye tel qu&apos;il est enregistré. Enregistrer le rallye maintenant ?</translation>
    </message>
    <message>
        <source>Export rally booklet</source>
        <translation>Exporter le livret du rallye</translation>
    </message>
    <message>
        <source>Export rally bundle: name the folder to write</source>
        <translation>Exporter le paquet du rallye : nommez le dossier à écrire</translation>
    </message>
    <message>
        <source>Folder (*)</source>
        <translation>Dossier (*)</translation>
    </message>
    <message>
        <source>Cannot export the booklet</source>
        <translation>Impossible d&apos;exporter le livret</translation>
    </message>
    <message>
        <source>{pages} pages</source>
        <translation>{pages} pages</translation>
    </message>
    <message>
        <source>Cannot export the bundle</source>
        <translation>Impossible d&apos;exporter le paquet</translation>
    </message>
    <message>
        <source>{files} files</source>
        <translation>{files} fichiers</translation>
    </message>
    <message>
        <source>Exported with warnings</source>
        <translation>Exporté avec des avertissements</translation>
    </message>
    <message>
        <source>Exported {path} ({what})</source>
        <translation>Exporté : {path} ({what})</translation>
    </message>
</context>
<context>
    <name>RallyPanel</name>
    <message>
        <source>Stage</source>
        <translation>Spéciale</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>Road tiles</source>
        <translation>Tuiles de route</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Boîtes</translation>
    </message>
    <message>
        <source>Service after</source>
        <translation>Assistance après</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <source>unknown tiles</source>
        <translation>tuiles inconnues</translation>
    </message>
    <message>
        <source>no course</source>
        <translation>pas de parcours</translation>
    </message>
    <message>
        <source>a {size} rally, about {minutes} min</source>
        <translation>un rallye « {size} », environ {minutes} min</translation>
    </message>
    <message>
        <source>class once every stage runs START → FINISH</source>
        <translation>classe dès que chaque spéciale va de START à FINISH</translation>
    </message>
    <message>
        <source>no box needed yet</source>
        <translation>aucune boîte nécessaire pour l&apos;instant</translation>
    </message>
    <message>
        <source>Rally name</source>
        <translation>Nom du rallye</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Players: not said (4)</source>
        <translation>Joueurs : non précisé (4)</translation>
    </message>
    <message>
        <source>Players: </source>
        <translation>Joueurs : </translation>
    </message>
    <message>
        <source>Drivers taking part: the rally sheet&apos;s columns and the test drive&apos;s cars</source>
        <translation>Pilotes engagés : les colonnes de la feuille de rallye et les voitures de l&apos;essai</translation>
    </message>
    <message>
        <source>Boxes: </source>
        <translation>Boîtes : </translation>
    </message>
    <message>
        <source>Copies of the tile box the organisers have (the rally&apos;s stage checks count tiles against them)</source>
        <translation>Exemplaires de la boîte de tuiles des organisateurs (les contrôles des spéciales comptent les tuiles d&apos;après eux)</translation>
    </message>
    <message>
        <source>or box names: dirt-core,dirt-110-percent</source>
        <translation>ou noms de boîtes : dirt-core,dirt-110-percent</translation>
    </message>
    <message>
        <source>The boxes the organisers have, by name (docs/tiles.md, Boxes), comma-separated, NAME:COUNT for several copies; empty: the count on the left</source>
        <translation>Les boîtes de tuiles des organisateurs, par nom (docs/tiles.md, Boxes), séparées par des virgules, NOM:NOMBRE pour plusieurs exemplaires ; vide : le nombre à gauche</translation>
    </message>
    <message>
        <source>New stage</source>
        <translation>Nouvelle spéciale</translation>
    </message>
    <message>
        <source>An empty stage after the current one</source>
        <translation>Une spéciale vide après l&apos;actuelle</translation>
    </message>
    <message>
        <source>Add stage file…</source>
        <translation>Ajouter un fichier de spéciale…</translation>
    </message>
    <message>
        <source>An existing stage file (in the rally&apos;s folder)</source>
        <translation>Un fichier de spéciale existant (dans le dossier du rallye)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Take the current stage out of the rally (its file stays)</source>
        <translation>Retirer la spéciale actuelle du rallye (son fichier reste)</translation>
    </message>
    <message>
        <source>◀ Earlier</source>
        <translation>◀ Plus tôt</translation>
    </message>
    <message>
        <source>Run the current stage earlier</source>
        <translation>Courir la spéciale actuelle plus tôt</translation>
    </message>
    <message>
        <source>Later ▶</source>
        <translation>Plus tard ▶</translation>
    </message>
    <message>
        <source>Run the current stage later</source>
        <translation>Courir la spéciale actuelle plus tard</translation>
    </message>
    <message>
        <source>Rally findings</source>
        <translation>Constats du rallye</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>on the road</source>
        <translation>sur la route</translation>
    </message>
    <message>
        <source>beside the road (crashed)</source>
        <translation>à côté de la route (sortie de route)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>arrivée</translation>
    </message>
    <message>
        <source>retired</source>
        <translation>abandon</translation>
    </message>
    <message>
        <source>stuck</source>
        <translation>bloquée</translation>
    </message>
    <message>
        <source>car {n}</source>
        <translation>voiture {n}</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>Stale: the stage has changed since this test drive (the cars are hidden). Test drive again to replay.</source>
        <translation>Périmé : la spéciale a changé depuis cet essai (les voitures sont masquées). Refaites l&apos;essai pour le revoir.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>&amp;Replay a run of the test drive</source>
        <translation>&amp;Rejouer un essai</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ Premier</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Retour</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Lire</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avancer ▶</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>Dernier ▶|</translation>
    </message>
    <message>
        <source>Round back</source>
        <translation>Manche précédente</translation>
    </message>
    <message>
        <source>Round forward</source>
        <translation>Manche suivante</translation>
    </message>
    <message>
        <source>of {runs} (0 to {last})</source>
        <translation>sur {runs} (0 à {last})</translation>
    </message>
    <message>
        <source>Tracing run {run}…</source>
        <translation>Traçage de l&apos;essai {run}…</translation>
    </message>
    <message>
        <source>{label}, one stage of the rally&apos;s race: its legs before and after are raced too</source>
        <translation>{label}, une spéciale de la course du rallye : les spéciales avant et après sont courues aussi</translation>
    </message>
    <message>
        <source>Cannot replay: {reason}</source>
        <translation>Impossible de rejouer : {reason}</translation>
    </message>
    <message>
        <source>Test drive first (Ctrl+T, 1-6 players): then step through one of its runs here.</source>
        <translation>D&apos;abord un essai (Ctrl+T, 1-6 joueurs) : puis parcourez ici l&apos;un de ses essais pas à pas.</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pause</translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <source>Car</source>
        <translation>Voiture</translation>
    </message>
    <message>
        <source>Dice rolled</source>
        <translation>Dés lancés</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Gear</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Time card</source>
        <translation>Carte temps</translation>
    </message>
    <message>
        <source>Control</source>
        <translation>Contrôle</translation>
    </message>
    <message>
        <source>Gear token</source>
        <translation>Jeton de vitesse</translation>
    </message>
    <message>
        <source>, leader dice</source>
        <translation>, dés de leader</translation>
    </message>
    <message>
        <source>, plan changed by the cars around</source>
        <translation>, plan changé par les voitures autour</translation>
    </message>
    <message>
        <source>LOSS OF CONTROL: {card}</source>
        <translation>PERTE DE CONTRÔLE : {card}</translation>
    </message>
    <message>
        <source>, damage {tokens}</source>
        <translation>, dégât {tokens}</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>gardé</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>stays in {cell}</source>
        <translation>reste en {cell}</translation>
    </message>
    <message>
        <source>Which run of the test drive to replay (the same run `pacenote drive --trace --trace-run N` prints)</source>
        <translation>Quel essai rejouer (le même que celui qu&apos;affiche `pacenote drive --trace --trace-run N`)</translation>
    </message>
    <message>
        <source>Rounds: drag to a round to see where the cars were at its end (Alt+PgUp / Alt+PgDown: a round back / forward)</source>
        <translation>Manches : faites glisser vers une manche pour voir où étaient les voitures à sa fin (Alt+PgUp / Alt+PgDown : une manche en arrière / en avant)</translation>
    </message>
    <message>
        <source>car</source>
        <translation>voiture</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>case</translation>
    </message>
    <message>
        <source>where</source>
        <translation>où</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Essai</translation>
    </message>
    <message>
        <source>Cars after this turn</source>
        <translation>Voitures après ce tour de jeu</translation>
    </message>
    <message>
        <source>The turn as `pacenote drive --trace` prints it</source>
        <translation>Le tour de jeu tel que l&apos;affiche `pacenote drive --trace`</translation>
    </message>
    <message>
        <source>round {n} of {count}</source>
        <translation>manche {n} sur {count}</translation>
    </message>
    <message>
        <source>{label}: round {round}, turn {n} of {count} (turn {index} of {turns} in the race)</source>
        <translation>{label} : manche {round}, tour de jeu {n} sur {count} (tour {index} sur {turns} de la course)</translation>
    </message>
</context>
<context>
    <name>Severity</name>
    <message>
        <source>no problems</source>
        <translation>aucun problème</translation>
    </message>
</context>
<context>
    <name>StagePanel</name>
    <message>
        <source>Figures</source>
        <translation>Chiffres</translation>
    </message>
    <message>
        <source>Boxes needed</source>
        <translation>Boîtes nécessaires</translation>
    </message>
    <message>
        <source>Placed</source>
        <translation>Posées</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Danger</source>
        <translation>Danger</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Playing time</source>
        <translation>Durée de jeu</translation>
    </message>
    <message>
        <source>gravel</source>
        <translation>terre</translation>
    </message>
    <message>
        <source>asphalt</source>
        <translation>asphalte</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>low</source>
        <translation>faible</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>high</source>
        <translation>élevé</translation>
    </message>
    <message>
        <source>short</source>
        <translation>court</translation>
    </message>
    <message>
        <source>long</source>
        <translation>long</translation>
    </message>
    <message>
        <source>being counted…</source>
        <translation>comptage…</translation>
    </message>
    <message>
        <source>rally&apos;s</source>
        <translation>du rallye</translation>
    </message>
    <message>
        <source>own</source>
        <translation>à vous</translation>
    </message>
    <message>
        <source>{need} ({whose} {boxes}: short of tile {short})</source>
        <translation>{need} ({whose} {boxes} : il manque les tuiles {short})</translation>
    </message>
    <message>
        <source>no course yet</source>
        <translation>pas encore de parcours</translation>
    </message>
    <message>
        <source>– (once START → FINISH is complete)</source>
        <translation>– (dès que START → FINISH est complet)</translation>
    </message>
    <message>
        <source>Stage name (titles the PDF and picture)</source>
        <translation>Nom de la spéciale (titre du PDF et de l&apos;image)</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Notes: anything players should know</source>
        <translation>Notes : ce que les joueurs doivent savoir</translation>
    </message>
    <message>
        <source>or box names: dirt-core,dirt-110-percent</source>
        <translation>ou noms de boîtes : dirt-core,dirt-110-percent</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Boîtes</translation>
    </message>
    <message>
        <source>The boxes, by name (docs/tiles.md, Boxes), comma-separated, NAME:COUNT for several copies: each counts its own pieces; empty: the count above</source>
        <translation>Les boîtes de tuiles, par nom (docs/tiles.md, Boxes), séparées par des virgules, NOM:NOMBRE pour plusieurs exemplaires : chacune compte ses propres pièces ; vide : le nombre ci-dessus</translation>
    </message>
    <message>
        <source>The rally file&apos;s boxes: copies of the tile box the organisers have (the Rally dock&apos;s Boxes; a change is a rally change)</source>
        <translation>Les boîtes du fichier du rallye : exemplaires de la boîte de tuiles des organisateurs (les Boîtes du panneau Rallye ; les changer modifie le rallye)</translation>
    </message>
    <message>
        <source>How many game boxes you own: tiles per box × boxes can be placed; the palette shows how many are left</source>
        <translation>Combien de boîtes du jeu vous avez : on peut poser tuiles par boîte × boîtes ; la palette montre combien il en reste</translation>
    </message>
    <message>
        <source> (the boxes named below count)</source>
        <translation> (les boîtes nommées ci-dessous comptent)</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>pacenote editor</source>
        <translation>éditeur pacenote</translation>
    </message>
    <message>
        <source>Build a Rallyman: DIRT stage from the game&apos;s tiles, check it and test-drive it.</source>
        <translation>Montez une spéciale de Rallyman: DIRT avec les tuiles du jeu, vérifiez-la et essayez-la.</translation>
    </message>
    <message>
        <source>New stage</source>
        <translation>Nouvelle spéciale</translation>
    </message>
    <message>
        <source>New rally</source>
        <translation>Nouveau rallye</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Import Rekee / .rgt…</source>
        <translation>Importer Rekee / .rgt…</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Ouvrir un fichier récent</translation>
    </message>
    <message>
        <source>Open an example</source>
        <translation>Ouvrir un exemple</translation>
    </message>
    <message>
        <source>Open an example rally</source>
        <translation>Ouvrir un rallye d&apos;exemple</translation>
    </message>
    <message>
        <source>No recent files yet</source>
        <translation>Pas encore de fichiers récents</translation>
    </message>
    <message>
        <source>No examples here (a source checkout has them)</source>
        <translation>Pas d&apos;exemples ici (une copie des sources en contient)</translation>
    </message>
    <message>
        <source>No example rallies here (a source checkout has them)</source>
        <translation>Pas de rallyes d&apos;exemple ici (une copie des sources en contient)</translation>
    </message>
</context>
<context>
    <name>TestDriveController</name>
    <message>
        <source>AI driver for the test drive</source>
        <translation>Pilote IA de l&apos;essai</translation>
    </message>
    <message>
        <source>Solo time trials, or races with 2 or more players (by default {solo} and {races}, as pacenote drive)</source>
        <translation>Contre-la-montre en solo, ou courses à 2 joueurs ou plus (par défaut {solo} et {races}, comme pacenote drive)</translation>
    </message>
    <message>
        <source>Same seed, same dice, same result</source>
        <translation>Même graine, mêmes dés, même résultat</translation>
    </message>
    <message>
        <source>Whole rally</source>
        <translation>Rallye entier</translation>
    </message>
    <message>
        <source>Test &amp;drive</source>
        <translation>&amp;Essai</translation>
    </message>
    <message>
        <source>&amp;Cancel test drive</source>
        <translation>&amp;Annuler l&apos;essai</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>&amp;Heat map (test drive)</source>
        <translation>&amp;Carte de chaleur (essai)</translation>
    </message>
    <message>
        <source>&amp;Congestion map (race)</source>
        <translation>Carte de con&amp;gestion (course)</translation>
    </message>
    <message>
        <source>Test drive</source>
        <translation>Essai</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Pilote</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Essais</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Cannot test-drive: {reason}</source>
        <translation>Essai impossible : {reason}</translation>
    </message>
    <message>
        <source>, {n} players</source>
        <translation>, {n} joueurs</translation>
    </message>
    <message>
        <source>, the whole rally ({n} stages)</source>
        <translation>, le rallye entier ({n} spéciales)</translation>
    </message>
    <message>
        <source>This test drive&apos;s figures, heat map and replay are {label}&apos;s; show {label} to see them (nothing has changed since).</source>
        <translation>Les chiffres, la carte de chaleur et la relecture de cet essai sont ceux de {label} ; affichez {label} pour les voir (rien n&apos;a changé depuis).</translation>
    </message>
    <message>
        <source>Stale: the stage has changed since this test drive.</source>
        <translation>Périmé : la spéciale a changé depuis cet essai.</translation>
    </message>
    <message>
        <source>Test drive cancelled</source>
        <translation>Essai annulé</translation>
    </message>
    <message>
        <source>Test drive failed: {reason}</source>
        <translation>L&apos;essai a échoué : {reason}</translation>
    </message>
    <message>
        <source>Test drive (Ctrl+T)</source>
        <translation>Essai (Ctrl+T)</translation>
    </message>
    <message>
        <source>Test drive needs a complete course: {reason}</source>
        <translation>L&apos;essai demande un parcours complet : {reason}</translation>
    </message>
</context>
<context>
    <name>TileItem</name>
    <message>
        <source>service park</source>
        <translation>parc d&apos;assistance</translation>
    </message>
    <message>
        <source>flat out</source>
        <translation>à fond</translation>
    </message>
    <message>
        <source>Next tile here: click to place the selected palette tile</source>
        <translation>Tuile suivante ici : cliquez pour poser la tuile choisie dans la palette</translation>
    </message>
    <message>
        <source>Open end: click to continue the course here</source>
        <translation>Extrémité ouverte : cliquez pour continuer le parcours ici</translation>
    </message>
</context>
<context>
    <name>TokenMenu</name>
    <message>
        <source>Mud spray</source>
        <translation>Projection de boue</translation>
    </message>
    <message>
        <source>Chicane with a speed limit</source>
        <translation>Chicane avec limitation de vitesse</translation>
    </message>
    <message>
        <source>Chicane</source>
        <translation>Chicane</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Saut</translation>
    </message>
    <message>
        <source>Climb: ascent</source>
        <translation>Côte : montée</translation>
    </message>
    <message>
        <source>Climb: descent</source>
        <translation>Côte : descente</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Nuage</translation>
    </message>
    <message>
        <source>Oxygen</source>
        <translation>Oxygène</translation>
    </message>
    <message>
        <source>Joker lap: entrance</source>
        <translation>Tour joker : entrée</translation>
    </message>
    <message>
        <source>Joker lap: exit</source>
        <translation>Tour joker : sortie</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Arrivée</translation>
    </message>
    <message>
        <source>Rotate clockwise</source>
        <translation>Tourner dans le sens horaire</translation>
    </message>
    <message>
        <source>Rotate counter-clockwise</source>
        <translation>Tourner dans le sens antihoraire</translation>
    </message>
    <message>
        <source>Flip to the other side</source>
        <translation>Retourner sur l&apos;autre face</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Place {tile} here</source>
        <translation>Poser {tile} ici</translation>
    </message>
    <message>
        <source>Turn the {name} token</source>
        <translation>Tourner le jeton {name}</translation>
    </message>
    <message>
        <source>Remove the {name} token</source>
        <translation>Retirer le jeton {name}</translation>
    </message>
    <message>
        <source>Add token here</source>
        <translation>Ajouter un jeton ici</translation>
    </message>
</context>
<context>
    <name>TokenPalette</name>
    <message>
        <source>Drag onto a tile, or double-click to lay it on the selected tile</source>
        <translation>Faites-le glisser sur une tuile, ou double-cliquez pour le poser sur la tuile sélectionnée</translation>
    </message>
</context>
</TS>
