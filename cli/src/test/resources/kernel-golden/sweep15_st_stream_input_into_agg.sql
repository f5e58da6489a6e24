-- streaming INSERT INTO an aggregation table (sum, last_value) from an input-producer table with -U/+U/-D and from a first-row lookup table
CREATE TABLE s (k INT, g INT, n BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
CREATE TABLE f (k INT, g INT, n BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row', 'changelog-producer' = 'lookup');
CREATE TABLE agg (g INT, total BIGINT, lastn BIGINT, PRIMARY KEY (g) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.total.aggregate-function' = 'sum', 'fields.lastn.aggregate-function' = 'last_value');
CREATE TABLE agg2 (g INT, total BIGINT, lastn BIGINT, PRIMARY KEY (g) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.total.aggregate-function' = 'sum', 'fields.lastn.aggregate-function' = 'last_value');
INSERT INTO s VALUES (1, 10, 5), (2, 10, 7), (3, 20, 1);
INSERT INTO s VALUES -U(1, 10, 5), +U(1, 10, 6), -D(3, 20, 1);
INSERT INTO f VALUES (1, 10, 5), (2, 10, 7);
INSERT INTO f VALUES (1, 10, 100), (3, 20, 9);
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO agg SELECT g, n, n FROM s /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
INSERT INTO agg2 SELECT g, n, n FROM f /*+ OPTIONS('scan.mode' = 'latest-full') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM agg;
SELECT * FROM agg2;
