import LabelsCore
import LabelsKit
import LabelsServer
import Testing

@testable import LabelsCommands

/// `serve`'s answers from the tree `bundle` lays out, on lines given in memory.
@Suite struct PublishedTreeResponderTests {
  private static let environment = try! UploadEnvironment("development")

  private static let publication = try! MajorLinePublication(versions: [
    (
      try! SemanticVersion("1.0.0"),
      LocalizedDocuments(
        baseLocale: try! LocaleIdentifier("en"),
        documents: [try! LocaleIdentifier("en"): .object(["welcome": .string("Hi")])])
    )
  ])

  private func request(_ method: String, _ target: String, fields: [HTTPHeader] = []) -> HTTPRequest {
    HTTPRequest(method: method, target: target, headers: fields)
  }

  @Test func aNodeOfTheTreeIsAnsweredWithItsETagAndNotModifiedWhenNamed() {
    let responder = PublishedTreeResponder(environment: Self.environment) { Self.publication }
    let body = Array("\"Hi\"\n".utf8)
    let tag = EntityTag.of(body)
    #expect(
      responder.respond(to: request("GET", "/development/v1/en/labels/welcome.json"))
        == .json(status: 200, body, headers: [HTTPHeader("ETag", tag)]))
    #expect(
      responder.respond(
        to: request(
          "GET", "/development/v1/en/labels/welcome.json", fields: [HTTPHeader("If-None-Match", tag)]))
        == HTTPResponse(status: 304, headers: [HTTPHeader("ETag", tag)]))
    #expect(responder.examplePath(Self.publication) == "/development/v1/en/labels.json")
    #expect(responder.examplePath(nil) == "/development.json")
  }

  @Test func linesThatCannotBeReadAreA500WithEachProblem() {
    let responder = PublishedTreeResponder(environment: Self.environment) {
      () throws(PublishedTreeUnreadable) in
      throw PublishedTreeUnreadable([
        Diagnostic(
          .error, at: FileLocation(file: "Exports"), "holds no published version; run 'make export' first")
      ])
    }
    #expect(
      responder.respond(to: request("GET", "/development.json"))
        == .error(status: 500, "Exports: error: holds no published version; run 'make export' first"))
    #expect(
      responder.respond(to: request("PUT", "/development.json"))
        == .error(
          status: 405, "method PUT is not served; the exports are read with GET or HEAD",
          headers: [HTTPHeader("Allow", "GET, HEAD")]))
  }
}
