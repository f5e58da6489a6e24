-- the same merged-on-read row (lookup producer) read in streaming mode with partition filters: Paimon's source consumes no filter when unbounded
CREATE TABLE t (k INT, dt STRING, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'changelog-producer' = 'input');
INSERT INTO t VALUES (5, 'p1', 'e', 49), (6, 'p2', 'f', 1), (7, 'p1', 'g', 3);
INSERT INTO t VALUES -U(5, 'p1', 'e', 60), +I(6, 'p2', CAST(NULL AS STRING), 2);
SELECT * FROM t WHERE dt = 'p1';
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t WHERE dt = 'p1';
SELECT k, dt FROM t /*+ OPTIONS('scan.mode' = 'latest-full') */ WHERE dt <> 'p2';
SELECT k, dt FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '2') */ WHERE dt = 'p1';
