# Labels: the verbs a team types.
#   make export   write the current defaults to Exports/<version>/ (canonical JSON)
#   make bundle ENV=production
#                 check the newest export against Firebase's limits and write upload/<ENV>/<key>.json
#   make test     build and run every test
#   make lint     check the Swift sources with swift format lint --strict
#   make format   rewrite the Swift sources with swift format
#   make clean    remove the build folder

SWIFT ?= swift
PARSER = $(SWIFT) run --quiet LabelsParser
SOURCES = Package.swift Sources Defaults Tests

.PHONY: export bundle test lint format clean

export:
	$(PARSER) export

bundle:
	$(PARSER) bundle --environment="$(ENV)"

test:
	$(SWIFT) test

lint:
	$(SWIFT) format lint --strict --recursive $(SOURCES)

format:
	$(SWIFT) format --in-place --recursive $(SOURCES)

clean:
	rm -rf .build
