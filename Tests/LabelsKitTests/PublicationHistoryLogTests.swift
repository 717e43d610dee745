import LabelsKit
import Testing

/// The commits of a `git log --name-status` listing, read without git.
@Suite struct PublicationHistoryLogTests {
  @Test func eachCommitLineStartsACommitWithTheStatusLinesAfterIt() {
    let log = """
      commit aaaa

      A\t1.0.0/en.json
      A\t1.0.0/manifest.json
      commit bbbb
      commit cccc

      D\t1.0.0/en.json
      M\t"2.0.0/\\303\\251.json"

      """
    let commits = PublicationHistory.Commit.commits(fromLog: log)
    #expect(commits.map(\.hash) == ["aaaa", "bbbb", "cccc"])
    #expect(
      commits[0].changes.map { "\($0.status) \($0.path)" } == ["A 1.0.0/en.json", "A 1.0.0/manifest.json"])
    #expect(commits[1].changes.isEmpty)
    #expect(
      commits[2].changes.map { "\($0.status) \($0.path)" } == [
        "D 1.0.0/en.json", #"M "2.0.0/\303\251.json""#,
      ])
  }

  @Test func anEmptyLogHasNoCommitsAndLinesBeforeTheFirstCommitAreIgnored() {
    #expect(PublicationHistory.Commit.commits(fromLog: "").isEmpty)
    let commits = PublicationHistory.Commit.commits(fromLog: "A\tstray.json\ncommit dddd\nA\t3.0.0/en.json\n")
    #expect(commits.map(\.hash) == ["dddd"])
    #expect(commits[0].changes.map(\.path) == ["3.0.0/en.json"])
  }
}
