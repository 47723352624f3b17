from agent.memory import thread_key


def test_thread_key_is_stable_and_unambiguous() -> None:
    assert thread_key("slack", "T1", "C9", "1712.33") == "slack:T1:C9:1712.33"
    assert (
        thread_key("teams", "tenant", "19:abc@thread.tacv2", None)
        == "teams:tenant:19%3Aabc%40thread.tacv2:main"
    )
    assert thread_key("slack", "T1", "C:1", "x") != thread_key("slack", "T1", "C", "1:x")
