/// The limits of Firebase Realtime Database that an upload must respect, as the documentation states
/// them (https://firebase.google.com/docs/database/usage/limits) and the client SDKs enforce them
/// (`ValidationPath` and `validation.ts` in firebase-js-sdk, `ValidationPath.java` in
/// firebase-android-sdk and firebase-admin-java). What a key may contain is ``FirebaseKey``'s rule.
package enum FirebaseLimits {
  /// The most bytes a path may take, counted as the SDKs count it: the UTF-8 bytes of every key plus
  /// one `/` before each, which is the byte length of `/production/1-0-0/en/labels/login/welcome`.
  /// The SDKs refuse a path of 769 bytes and accept 768.
  package static let maximumPathBytes = 768
  /// The bytes kept for `/<environment>/v<major>/<locale>/labels`, the path before a locale's labels:
  /// room for an environment name of up to 35 bytes with the longest locale identifiers.
  package static let reservedPrefixBytes = 64
  /// The most bytes a label's path in its locale's document may take, each key with its `/`, so that
  /// its whole path fits ``maximumPathBytes`` under any prefix within ``reservedPrefixBytes``: 704.
  /// Import shortens a key that would pass it (``ShortStoreKey``) and lint reports one.
  package static let maximumDocumentPathBytes = maximumPathBytes - reservedPrefixBytes
  /// The most keys a path may have below the database root; the SDKs refuse 33 and accept 32.
  package static let maximumDepth = 32
  /// The most UTF-8 bytes one string may take: 10 MB (10 × 1024 × 1024), as `MAX_LEAF_SIZE_` in the
  /// JavaScript SDK and `kFirebaseMaxLeafSize` in the Apple SDK.
  package static let maximumStringBytes = 10 * 1024 * 1024
  /// The most bytes one SDK write may carry: 16 MB. Above it the upload is a warning, because the
  /// Firebase CLI writes through the REST API, whose limit is ``maximumRESTWriteBytes``.
  package static let maximumSDKWriteBytes = 16 * 1024 * 1024
  /// The most bytes one REST write may carry, as `firebase database:set` sends it: 256 MB.
  package static let maximumRESTWriteBytes = 256 * 1024 * 1024
  /// The most bytes `serve --store` takes in one request body: 32 MiB, so that a request it reads whole
  /// stays small beside the machine's memory.
  package static let maximumServeWriteBytes = 32 * 1024 * 1024
  /// The trees a line may hold at once, each written with it: the released, the staged and the
  /// previous release.
  package static let treesPerLine = 3
}
