"""Several shard processes sharing one database: which shards a process owns (`plan`), whose turn it
is to IDENTIFY (`identify`), and every process serving the same fact bank (`bank_sync`).

Plain Python, no discord: the client calls in from its hooks.
"""
