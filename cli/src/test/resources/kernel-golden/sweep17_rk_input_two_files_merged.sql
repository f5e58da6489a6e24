-- streaming latest-full of an input-producer table whose bucket holds two level-0 files: Paimon's split read merges them, so a key whose last write is +U starts as +U (a +I key as +I)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES +I(1, 'a'), +I(2, 'b');
INSERT INTO t VALUES -U(1, 'a'), +U(1, 'a2'), +I(3, 'c');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'latest-full') */;
