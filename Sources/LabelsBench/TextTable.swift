/// A plain-text table with columns padded to their widest cell.
struct TextTable {
  /// The first line.
  let headers: [String]
  /// The lines below the rule.
  let rows: [[String]]

  /// The table, one line per row, ending in a newline.
  var text: String {
    let widths = headers.indices.map { column in
      ([headers] + rows).map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        cell + String(repeating: " ", count: widths[column] - cell.count)
      }.joined(separator: "  ")
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return ([line(headers), rule] + rows.map(line)).joined(separator: "\n") + "\n"
  }
}
