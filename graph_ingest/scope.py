"""The caller's view of the graph: which contracts a question may see.

Every read query binds the contract it returns as ``c`` and contains `SCOPE_PREDICATE`;
`GraphStore.read` refuses any other query and fills in the scope's parameters itself.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

SCOPE_PREDICATE = (
    "(c.tenant IN $scope_tenants AND ((c.visibility = 'workspace' AND c.tenant IN $scope_wide_tenants)"
    " OR (c.tenant = $scope_tenant AND c.channel = $scope_channel)))"
)


class ReaderScope(BaseModel):
    """Who is asking: a tenant (workspace), a channel, and tenants shared with everyone."""

    tenant: str
    channel: str | None = None
    shared_tenants: list[str] = Field(default_factory=list, description="e.g. the demo corpus")
    workspace_wide: bool = Field(
        True,
        description="sees the tenant's workspace-visible contracts; False for a user from another "
        "organisation in a shared channel (Slack Connect), who sees only that channel's contracts",
    )

    def params(self) -> dict[str, object]:
        shared = [t for t in self.shared_tenants if t != self.tenant]
        return {
            "scope_tenant": self.tenant,
            "scope_tenants": [self.tenant, *shared],
            "scope_wide_tenants": [self.tenant, *shared] if self.workspace_wide else shared,
            "scope_channel": self.channel or "",
        }
