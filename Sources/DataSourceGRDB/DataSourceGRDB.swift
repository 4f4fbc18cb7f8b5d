// DataSourceGRDB will hold the live, SQLite-backed storage (see the project's issues). It has no
// public API yet.
