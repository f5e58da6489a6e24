-- a table without snapshots may change the options fixed once it has data (Paimon checks them only then): bucket-key, merge-engine, bucket -1 to a fixed count
CREATE TABLE K (k INT, j INT, v BIGINT, PRIMARY KEY (k, j) NOT ENFORCED) WITH ('bucket' = '2', 'bucket-key' = 'k');
CREATE TABLE M (k INT, v BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.v.aggregate-function' = 'sum');
CREATE TABLE B (k INT, v BIGINT, PRIMARY KEY (k) NOT ENFORCED);
ALTER TABLE K SET ('bucket-key' = 'j');
ALTER TABLE M SET ('merge-engine' = 'deduplicate');
ALTER TABLE B SET ('bucket' = '4');
INSERT INTO K VALUES (1, 1, 1), (1, 2, 2), (1, 1, 3);
INSERT INTO M VALUES (1, 5), (1, 6);
INSERT INTO B VALUES (1, 5), (2, 6), (1, 7);
SELECT * FROM K;
SELECT * FROM M;
SELECT * FROM B;
