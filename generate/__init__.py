"""Stages, circuits and rallies to a brief (``pacenote generate``, docs/generate.md).

A layer of its own, above the engine and the validators (it judges candidates with
them) and below export, the editor and the command line; no Qt. One job per module:

- ``brief``: what the user asks for (boxes, length, difficulty, features, table);
- ``settings``: ``generate.json`` (tile size, difficulty levels, the estimate's weights);
- ``pool``: the tile sides the boxes hold, from the tilesets that model them;
- ``chain``: a sequence of sides laid as a chain on the hex grid (the one-physical-tile
  rule and the laying rule of ``pacenote.autolayout.fits``);
- ``footprint``: the laid stage's real size on a table, in cm;
- ``model``: the cheap par and risk estimate the search steers by (fitted on the
  engine's exact figures, ``generate.json``);
- ``search``: the optimiser (local search over chains, cheap filters first, the
  engine's exact par and risk only for finalists);
- ``candidate``: a candidate stage and its figures, how candidates are told apart
  (``distinct``) and ranked (``rank``: those meeting the brief first);
- ``features``: the brief's features (jumps, fords, shortcuts, slides) on sides;
- ``score`` and ``report``: how well a candidate meets the brief, target vs achieved;
- ``make``: ``generate_stage`` (a brief in, ranked stages out, or a BriefError);
- ``rally`` and ``circuit``: several stages to one brief, GT closed circuits.
"""
