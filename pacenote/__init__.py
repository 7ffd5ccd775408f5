"""pacenote: track editor and rally-definition toolchain for Rallyman: DIRT."""

__version__ = "0.1.0"
