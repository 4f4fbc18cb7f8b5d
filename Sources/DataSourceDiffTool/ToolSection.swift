import DataSourceDiff

/// A section of the schema: `{"id": String, "content": String, "items": [item]}`.
public typealias ToolSection = DiffSection<ToolItem, ToolItem>
