import DataSourceDiff

enum DiffDocument {
  /// Reads an array of sections, naming the line and field of anything malformed.
  static func sections(_ value: JSONValue, field: String) throws(InputError) -> [ToolSection] {
    guard case .array(let elements, _) = value else {
      throw InputError(
        line: value.line, field: field, problem: "expected an array of sections, found \(value.kindName)")
    }
    var result: [ToolSection] = []
    for (s, element) in elements.enumerated() {
      let here = "\(field)[\(s)]"
      let members = try object(element, field: here)
      let model = ToolItem(
        id: try string(members, "id", in: element, field: here),
        content: try string(members, "content", in: element, field: here))
      guard let itemsValue = members.first(where: { $0.key == "items" })?.value else {
        throw InputError(line: element.line, field: "\(here).items", problem: "missing")
      }
      guard case .array(let itemValues, _) = itemsValue else {
        throw InputError(
          line: itemsValue.line, field: "\(here).items", problem: "expected an array, found \(itemsValue.kindName)")
      }
      var items: [ToolItem] = []
      for (i, itemValue) in itemValues.enumerated() {
        let itemField = "\(here).items[\(i)]"
        let itemMembers = try object(itemValue, field: itemField)
        items.append(
          ToolItem(
            id: try string(itemMembers, "id", in: itemValue, field: itemField),
            content: try string(itemMembers, "content", in: itemValue, field: itemField)))
      }
      result.append(ToolSection(model: model, elements: items))
    }
    return result
  }

  static func object(_ value: JSONValue, field: String) throws(InputError) -> [(key: String, value: JSONValue)] {
    guard case .object(let members, _) = value else {
      throw InputError(line: value.line, field: field, problem: "expected an object, found \(value.kindName)")
    }
    return members
  }

  static func string(
    _ members: [(key: String, value: JSONValue)], _ key: String, in parent: JSONValue, field: String
  ) throws(InputError) -> String {
    guard let value = members.first(where: { $0.key == key })?.value else {
      throw InputError(line: parent.line, field: "\(field).\(key)", problem: "missing")
    }
    guard case .string(let text, _) = value else {
      throw InputError(
        line: value.line, field: "\(field).\(key)", problem: "expected a string, found \(value.kindName)")
    }
    return text
  }

  /// The staged result as one line of JSON, keys in the documented order.
  static func encode(_ staged: StagedChangeset<[ToolSection]>) -> String {
    var out = "{\"stages\":["
    for (index, stage) in staged.stages.enumerated() {
      if index > 0 { out += "," }
      out += "{\"sectionDeletes\":\(ints(stage.sectionDeletes))"
      out += ",\"sectionInserts\":\(ints(stage.sectionInserts))"
      out += ",\"sectionMoves\":[\(stage.sectionMoves.map { "[\($0.from),\($0.to)]" }.joined(separator: ","))]"
      out += ",\"sectionUpdates\":\(ints(stage.sectionUpdates))"
      out += ",\"rowDeletes\":\(paths(stage.itemDeletes))"
      out += ",\"rowInserts\":\(paths(stage.itemInserts))"
      out += ",\"rowMoves\":[\(stage.itemMoves.map { "[\(path($0.from)),\(path($0.to))]" }.joined(separator: ","))]"
      out += ",\"rowUpdates\":\(paths(stage.itemUpdates))"
      out += ",\"data\":\(data(stage.data))}"
    }
    return out + "]}"
  }

  static func ints(_ values: [Int]) -> String { "[\(values.map(String.init).joined(separator: ","))]" }
  static func path(_ p: ItemPath) -> String { "[\(p.section),\(p.item)]" }
  static func paths(_ values: [ItemPath]) -> String { "[\(values.map(path).joined(separator: ","))]" }

  static func data(_ sections: [ToolSection]) -> String {
    let encoded = sections.map { section in
      let items = section.elements.map { "{\"id\":\(quote($0.id)),\"content\":\(quote($0.content))}" }
      return
        "{\"id\":\(quote(section.model.id)),\"content\":\(quote(section.model.content)),\"items\":[\(items.joined(separator: ","))]}"
    }
    return "[\(encoded.joined(separator: ","))]"
  }

  /// A JSON string literal.
  static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case let s where s.value < 0x20:
        let hex = String(s.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
