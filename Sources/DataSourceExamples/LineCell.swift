import DataSourceTerminal

/// The examples' cell: one or more lines of text.
final class LineCell: TerminalCell {}
