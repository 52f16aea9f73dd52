// The decorator catalog core.
