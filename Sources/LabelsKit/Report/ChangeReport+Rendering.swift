extension ChangeReport {
  /// The report printed in a format, ending in a newline.
  /// - Parameters:
  ///   - format: text, json, github or markdown.
  ///   - colour: whether the text format uses ANSI colours (only on a terminal without `NO_COLOR`).
  ///   - locate: for the github format, the file and line an annotation about a change points at.
  package func rendered(
    as format: ReportFormat,
    colour: Bool = false,
    locate: (Change) -> FileLocation? = { _ in nil }
  ) -> String {
    switch format {
    case .text: TextReport.render(self, colour: colour)
    case .json: JSONReport.render(self)
    case .github: GitHubReport.render(self, locate: locate)
    case .markdown: MarkdownReport.render(self)
    }
  }
}
