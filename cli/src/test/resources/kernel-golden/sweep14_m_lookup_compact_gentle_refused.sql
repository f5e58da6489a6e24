-- not checked against Paimon: Varve refuses an option Paimon 1.4.2 accepts (SEMANTICS §2); what Paimon does with it was checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, known difference)
-- 'lookup-compact' = 'gentle' is refused (SEMANTICS §2: an option Varve does not implement is rejected when it could change a result): on Flink + Paimon 1.4.2 gentle mode leaves level-0 files uncompacted until a forced compaction, so the lookup producer emits no changelog for these commits (a streaming read from snapshot 1 prints nothing) while batch reads merge; Varve compacts at every commit (radical, the default)
-- exit: 1
-- stderr: option 'lookup-compact' is not supported by Varve
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'lookup-compact' = 'gentle', 'lookup-compact.max-interval' = '3', 'bucket' = '1');
INSERT INTO T VALUES (1, 'a'), (2, 'b');
INSERT INTO T VALUES (1, 'a2');
SELECT * FROM T;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
