"""Translations for the core, the exports and the command line: no Qt.

The catalogues are Qt Linguist ``.ts`` files shipped in ``pacenote/locale/``
(``pacenote_es.ts`` …), read here with the standard library's XML parser, so the Qt-free
install translates too; the editor has its own catalogues (``editor/translations/``)
compiled to ``.qm`` for Qt's ``QTranslator`` (docs/languages.md).

- :func:`tr` translates a message, :func:`trn` a message with a count, in the language's
  plural forms (Polish and Russian have three); both then ``str.format`` the keyword
  arguments into it, so a placeholder is ``{name}`` in every language.
- The language is :func:`set_language`'s, else the first of ``LANGUAGE``, ``LC_ALL``,
  ``LC_MESSAGES`` and ``LANG`` that names one of :data:`LANGUAGES` (English otherwise).
- :func:`decimal` writes a number's decimal point as the language does (``1:58,8``).

English is the source language: it has no catalogue and its text is the source text.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any

# The source language first, then the release languages (each has a complete catalogue).
LANGUAGES: tuple[str, ...] = ("en", "es", "it", "pl", "ru", "fr", "de")
NAMES: dict[str, str] = {"en": "English", "es": "Español", "it": "Italiano", "pl": "Polski",
                         "ru": "Русский", "fr": "Français", "de": "Deutsch"}
# Languages that write a decimal comma: 1:58,8 and 0,71.
DECIMAL_COMMA = frozenset({"es", "it", "pl", "ru", "fr", "de"})
ENV_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
CONTEXT = "pacenote"  # the one context of the core's .ts catalogues

_language: str | None = None  # None: not chosen yet, read the environment on first use
_explicit: str | None = None  # the language the user asked for by name (``--lang``)


def plural_forms(language: str) -> int:
    """How many plural forms the language's catalogue gives for a counted message."""
    return 3 if language in ("pl", "ru") else 2


def plural_index(language: str, n: int) -> int:
    """Which plural form a count takes, by the same rules as Qt's (and gettext's)."""
    n = abs(n)
    if language in ("pl", "ru"):
        if language == "ru" and n % 10 == 1 and n % 100 != 11:
            return 0
        if language == "pl" and n == 1:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    if language == "fr":
        return 0 if n <= 1 else 1
    return 0 if n == 1 else 1


def language_from(value: str | None) -> str | None:
    """The release language a locale name means (``de_DE.UTF-8`` -> ``de``), or None."""
    if not value:
        return None
    code = re.split(r"[_.@-]", value.strip(), maxsplit=1)[0].lower()
    return code if code in LANGUAGES else None


def detect_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for, as gettext reads it: ``LANGUAGE`` (a
    colon-separated list), then ``LC_ALL``, ``LC_MESSAGES``, ``LANG``; the first variable
    that is set decides (``C``/``POSIX`` or an unknown language is English)."""
    env = os.environ if environ is None else environ
    for name in ENV_VARIABLES:
        value = env.get(name, "")
        if not value:
            continue
        if name == "LANGUAGE":
            # gettext ignores LANGUAGE when the locale is C; a listed unknown is skipped.
            for item in value.split(":"):
                found = language_from(item)
                if found:
                    return found
            continue
        return language_from(value) or "en"
    return "en"


def set_language(language: str | None, *, explicit: bool = False) -> str:
    """Choose the language (a code or a locale name; None: the environment's); returns
    the code chosen. ValueError for a language pacenote does not speak. ``explicit``:
    the user named it (``pacenote --lang``), so it wins over the editor's setting."""
    global _language, _explicit
    if language is None:
        _language = detect_language()
    else:
        found = language_from(language)
        if found is None:
            raise ValueError(msg("unknown language {language}: choose one of {languages}",
                                 language=repr(language), languages=", ".join(LANGUAGES)))
        _language = found
        if explicit:
            _explicit = found
    return _language


def explicit_language() -> str | None:
    """The language given with ``--lang``, if any."""
    return _explicit


def current_language() -> str:
    """The language in use (read from the environment the first time it is asked)."""
    return _language if _language is not None else set_language(None)


class Catalogue:
    """One language's messages: (source, comment) -> translation or plural forms."""

    def __init__(self, language: str, messages: dict[tuple[str, str], str | list[str]]) -> None:
        self.language = language
        self.messages = messages

    def get(self, source: str, comment: str = "") -> str | list[str] | None:
        found = self.messages.get((source, comment))
        if not found or (isinstance(found, list) and not all(found)):
            return None  # unfinished: the English source is shown
        return found


def parse_ts(text: str | bytes, language: str) -> Catalogue:
    """A catalogue from the text of a ``.ts`` file (only its ``pacenote`` context)."""
    import xml.etree.ElementTree as ET  # only when a language other than English is used

    root = ET.fromstring(text)
    messages: dict[tuple[str, str], str | list[str]] = {}
    for context in root.iter("context"):
        if (context.findtext("name") or "") != CONTEXT:
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            comment = message.findtext("comment") or ""
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("obsolete", "vanished"):
                continue
            value: str | list[str]
            if message.get("numerus") == "yes":
                value = [f.text or "" for f in translation.iter("numerusform")]
            else:
                value = translation.text or ""
            messages[(source, comment)] = value
    return Catalogue(language, messages)


@cache
def catalogue(language: str) -> Catalogue | None:
    """The shipped catalogue of a language (None for English, the source)."""
    if language == "en":
        return None
    from importlib import resources

    data = resources.files("pacenote").joinpath("locale", f"pacenote_{language}.ts")
    try:
        return parse_ts(data.read_bytes(), language)
    except FileNotFoundError:
        return None


def tr(source: str, comment: str = "", /, **values: Any) -> str:
    """``source`` in the current language, with ``values`` formatted into it.

    ``comment`` tells two meanings of the same English text apart (and the translator
    what is meant); it is part of the message's key, as in Qt.
    """
    found = None
    book = catalogue(current_language())
    if book is not None:
        found = book.get(source, comment)
    text = found if isinstance(found, str) else source
    return text.format(**values) if values else text


def N_(source: str, comment: str = "", /) -> str:
    """Mark a message for the catalogues where it is defined (a table of English words);
    it is translated where it is shown, with ``tr(text)``. Returns ``source`` unchanged."""
    return source


def trn(singular: str, plural: str, n: int, /, **values: Any) -> str:
    """The counted message for ``n`` (``{n} tile`` / ``{n} tiles``) in the current
    language's plural form; ``n`` and ``values`` are formatted into it."""
    language = current_language()
    book = catalogue(language)
    found = book.get(singular, plural) if book is not None else None
    if isinstance(found, list) and len(found) == plural_forms(language):
        text = found[plural_index(language, n)]
    else:
        text = singular if n == 1 else plural
    return text.format(n=said(n) if _speaks(n) else n, **values)


def decimal(text: str) -> str:
    """A formatted number (``1:58.8``, ``0.71``) with the language's decimal mark."""
    if current_language() in DECIMAL_COMMA:
        return re.sub(r"(?<=\d)\.(?=\d)", ",", text)
    return text


class Text(str):
    """A message kept both ways: its ``str`` is the English text (what ``--json``,
    ``--format github`` and any comparison read), and :meth:`translated` says it again in
    the current language. The validators' findings are made of these (:func:`msg`,
    :func:`msgn`), so one finding serves the stable English outputs and the translated
    ones, and a finding kept across a change of language is never stale.

    A value may itself be a :class:`Text` (translated with it) or a list or tuple of
    values (joined with ``", "``)."""

    source: str
    comment: str
    plural: str | None
    n: int | None
    values: dict[str, Any]

    def __new__(cls, source: str, comment: str = "", values: Mapping[str, Any] | None = None,
                plural: str | None = None, n: int | None = None) -> Text:
        given = dict(values or {})
        english = source if plural is None or n == 1 else plural
        shown = {k: _joined(v, str) for k, v in given.items()}
        text = english.format(n=n, **shown) if plural is not None else \
            english.format(**shown) if shown else english
        self = super().__new__(cls, text)
        self.source, self.comment, self.plural, self.n = source, comment, plural, n
        self.values = given
        return self

    def translated(self) -> str:
        """The message in the current language (English: the same text)."""
        values = {k: _joined(v, said) for k, v in self.values.items()}
        if self.plural is not None:
            return trn(self.source, self.plural, self.n or 0, **values)
        return tr(self.source, self.comment, **values)

    def __reduce__(self) -> tuple[Any, ...]:  # copy and pickle keep the message's parts
        return (Text, (self.source, self.comment, self.values, self.plural, self.n))


def _joined(value: Any, say: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return ", ".join(say(v) if isinstance(v, str) else str(v) for v in value)
    return say(value) if isinstance(value, Text) or _speaks(value) else value


class Joined(Text):
    """Parts said one after the other: its ``str`` is the English parts joined, and
    :meth:`translated` joins each part said in the current language. A line made of
    messages and codes (a trace's ``  plan: G4->3:1.0, gas->3:2.0``) is one of these, so
    the engine keeps it as data and the printer says it in the player's language.

    >>> str(Joined("  ", Text("plan: {steps}", values={"steps": "G4->3:1.0"})))
    '  plan: G4->3:1.0'
    """

    parts: tuple[str, ...]

    def __new__(cls, *parts: str) -> Joined:
        self = str.__new__(cls, "".join(parts))
        self.source, self.comment, self.plural, self.n = str(self), "", None, None
        self.values = {}
        self.parts = parts
        return self

    def translated(self) -> str:
        return "".join(said(p) for p in self.parts)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Joined, self.parts)


def joined(separator: str, parts: Iterable[str]) -> Joined:
    """``separator.join(parts)`` kept as :class:`Joined` (each part said when shown)."""
    items: list[str] = []
    for i, part in enumerate(parts):
        if i:
            items.append(separator)
        items.append(part)
    return Joined(*items)


def _speaks(value: Any) -> bool:
    """Whether ``value`` says itself in the current language (a :class:`Text`, or an
    error with a ``translated()`` method such as ``PacenoteFileError``)."""
    return callable(getattr(value, "translated", None))


def said(text: Any) -> str:
    """A text in the current language: a :class:`Text` (or an error that can say itself,
    ``PacenoteFileError``) translated, any other string as it is (an author's words, a
    file's name)."""
    if isinstance(text, Text) or _speaks(text):
        return str(text.translated())
    return str(text)


def grouped(n: int) -> str:
    """A whole number with the language's thousands separator (``12,345`` in English,
    ``12.345`` in German, ``12 345`` with a no-break space in French, Polish, Russian)."""
    text = f"{n:,}"
    language = current_language()
    if language in ("fr", "pl", "ru"):
        return text.replace(",", "\u00a0")
    if language in DECIMAL_COMMA:
        return text.replace(",", ".")
    return text


class Grouped(int):
    """A whole number for a :class:`Text` value: ``12,345`` in English (``str``), the
    language's grouping when translated (:func:`grouped`)."""

    def __str__(self) -> str:
        return f"{int(self):,}"

    def translated(self) -> str:
        return grouped(int(self))


class Listed(str):
    """Items joined with ``", "``: ``str`` the English, :meth:`translated` each item said
    in the current language (a :class:`Text` translated, any other as it is)."""

    items: tuple[Any, ...]

    def __new__(cls, items: Any) -> Listed:
        kept = tuple(items)
        self = super().__new__(cls, ", ".join(str(item) for item in kept))
        self.items = kept
        return self

    def translated(self) -> str:
        return ", ".join(said(item) for item in self.items)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Listed, (self.items,))


def either(items: Any) -> str:
    """Alternatives: ``a``, ``a or b``, ``a or b or c`` in the language's *or* (a
    :class:`Text` when there are two or more; each may be a :class:`Text` itself)."""
    words = list(items)
    if len(words) < 2:
        return "".join(map(str, words))
    return msg("{first} or {last}", first=either(words[:-1]), last=words[-1])


def msg(source: str, comment: str = "", /, **values: Any) -> Text:
    """A message to be shown in English or translated (:class:`Text`); found by
    ``scripts/i18n.py`` like :func:`tr`."""
    return Text(source, comment, values)


def msgn(singular: str, plural: str, n: int, /, **values: Any) -> Text:
    """A counted :class:`Text` (``{n} tile`` / ``{n} tiles``), as :func:`trn`."""
    return Text(singular, plural, values, plural, n)
