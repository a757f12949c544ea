"""Domain errors: each carries a message fit to show a user or an operator as it is."""

from __future__ import annotations


class PhotoFinishError(Exception):
    """Base class: ``str(error)`` is a complete sentence safe to show."""


class ConfigError(PhotoFinishError):
    """A setting is missing or invalid; the message names the setting and what to do."""


class StorageError(PhotoFinishError):
    """The database cannot be opened, migrated or written."""


class UserFacingError(PhotoFinishError):
    """Something a Discord user asked for cannot be done; shown to them ephemerally."""
