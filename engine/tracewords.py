"""The words of a trace (``pacenote drive --trace``, the editor's replay): the rolling
modes, the dice, the cards, the tokens and the outcomes the engine's records name, marked
for the catalogues. The engine keeps its lines as messages (:class:`pacenote.i18n.Text`,
English by default); the CLI and the editor say them in the player's language."""

from __future__ import annotations

from pacenote.i18n import N_, Text

# The trace's words, translated where it is printed (pacenote.i18n.said): the rolling
# modes, the dice, the faces, the cards and the tokens a record names.
MODES = (N_("flat-out", "rolling mode"), N_("one-by-one", "rolling mode"),
         N_("forced", "rolling mode"), N_("re-entry", "rolling mode"),
         N_("blocked", "rolling mode"), N_("retired", "rolling mode"))
DICE = {"gas": N_("gas"), "leader": N_("leader", "die"), "brake": N_("brake"),
        "redzone": N_("brake as gas", "die")}
CARDS = (N_("spin"), N_("crash"), N_("sisu"), N_("spare wheel"))  # and "gear N"
TOKENS = (N_("gear"), N_("gas"), N_("brake"), N_("green_flag"), N_("weather"),
          N_("yellow_flag"))  # the damage tokens a crash draws (rules' "damage")
SHORTCUT_FACES = (N_("ok", "shortcut token"), N_("puncture", "shortcut token"),
                  N_("mud", "shortcut token"))
WEATHER = (N_("dry", "weather"), N_("wet", "weather"))  # GT
TYRES = (N_("road", "tyres"), N_("rain", "tyres"))  # GT: the dashboards' tyres
PIT_LANES = (N_("tyres", "pit lane"), N_("repair", "pit lane"),
             N_("repair_and_tyres", "pit lane"))  # GT
OUTCOMES = (N_("finished", "run outcome"), N_("retired", "run outcome"),
            N_("stuck", "run outcome"))


def word(text: str, comment: str = "") -> Text:
    """One of the words above as a message (English by default, said in the player's
    language where it is printed)."""
    return Text(text, comment)


def die_word(die: str) -> Text:
    """A die other than a gear die, by the engine's name (``gas``, ``leader``, ``brake``,
    ``redzone``: a brake die rolled as gas)."""
    return Text(DICE[die], "die" if die in ("leader", "redzone") else "")
