-- from-snapshot-full and compacted-full read their snapshot with Paimon's split kinds: snapshot 1 is one file (+I), snapshot 2 two files (+U), then changes
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES +I(1, 'a'), +I(2, 'b');
INSERT INTO t VALUES +U(1, 'a2');
INSERT INTO t VALUES +U(2, 'b2');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '1') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '2') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'compacted-full') */;
