import Foundation
import LabelsServer
import Testing

/// The built `LabelsParser status` against a store on loopback that requires a token: the credential
/// comes from the process's environment, goes out as `Authorization: Bearer`, and is never printed.
@Suite struct StoreEndToEndTests {
  private static let token = "ya29.end-to-end-token"

  @Test func statusReadsTheTokenFromTheEnvironmentAndNeverPrintsIt() throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "bundle/lines", to: "Exports")
    let server = try LoopbackHTTPServer(port: 0) { request in
      guard request.header("Authorization") == "Bearer \(Self.token)" else {
        return .error(status: 401, "Unauthorized request.")
      }
      return .json(status: 200, Array("null".utf8), headers: [HTTPHeader("ETag", "null_etag")])
    }
    defer { server.stop() }
    let arguments = [
      "status", "--environment", "production", "--database", "http://127.0.0.1:\(server.port)",
    ]
    let refused = try LabelsParserRunner.run(
      arguments, in: folder.url, environment: ["LABELS_DATABASE_TOKEN": "ya29.wrong"])
    #expect(refused.status == 77)
    #expect(
      refused.stderr
        == "error: the store refused the access token in LABELS_DATABASE_TOKEN (HTTP 401: Unauthorized request.); "
        + "an access token expires after an hour: renew it with 'gcloud auth print-access-token', for an "
        + "account with the Firebase Realtime Database Admin role\n")
    let status = try LabelsParserRunner.run(
      arguments, in: folder.url, environment: ["LABELS_DATABASE_TOKEN": Self.token])
    #expect(status.status == 1)
    #expect(status.stderr == "")
    #expect(
      status.stdout.hasPrefix(
        "/production/v1: unpublished: never written by publish\n  unpublished: v1 en: key added"))
    #expect(status.stdout.hasSuffix("/production differs from the repository: 2 of 2 lines\n"))
    #expect(!(status.stdout + refused.stderr).contains("ya29"))
  }
}
