# The commands everyone uses: README, CI and the tests rely on these names.
SHELL := /bin/bash
.DEFAULT_GOAL := help

PORT ?= 8080
export PORT

INSTALLED := node_modules/.installed

.PHONY: help install build start test clean

help: ## List the commands
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-10s %s\n", $$1, $$2}'

# Reinstall only when a manifest or the lock file changed since the last install.
$(INSTALLED): package.json package-lock.json $(wildcard */package.json)
	npm ci
	@touch $@

install: $(INSTALLED) ## Install the exact dependencies of package-lock.json

build: $(INSTALLED) ## Build the contract, the API and the front end
	npm run build

start: build ## Build and serve the product on http://localhost:$PORT (embedded PostgreSQL unless DATABASE_URL is set)
	node backend/dist/main.js

test: $(INSTALLED) ## Run every unit and integration test (the API's on a real PostgreSQL)
	npm run build -w contract
	npm test

clean: ## Remove builds and dependencies (keeps .data, the local database)
	rm -rf node_modules */node_modules */dist
