-- multi-level partitions (DATE, INT, STRING and a NULL level) on a primary-key and an append table; predicates on one or both levels
CREATE TABLE T (dt DATE, hr INT, k INT, v DOUBLE, PRIMARY KEY (dt, hr, k) NOT ENFORCED) PARTITIONED BY (dt, hr) WITH ('bucket' = '2');
CREATE TABLE A (region STRING, dd INT, v STRING) PARTITIONED BY (region, dd);
INSERT INTO T VALUES (DATE '2024-01-01', 0, 1, 1.0), (DATE '2024-01-01', 1, 1, 2.0), (DATE '2024-01-02', 0, 1, 3.0), (DATE '2024-01-02', 2, 1, 4.0);
INSERT INTO T VALUES (DATE '2024-01-01', 1, 1, 20.0), (DATE '2024-01-02', 2, 1, 40.0), (DATE '2024-01-02', 2, 2, 5.0);
INSERT INTO T VALUES -D(DATE '2024-01-01', 0, 1, 1.0);
INSERT INTO A VALUES ('eu', 1, 'a'), ('eu', 2, 'b'), ('us', 1, 'c'), (CAST(NULL AS STRING), 1, 'd'), ('eu', CAST(NULL AS INT), 'e');
INSERT INTO A VALUES ('eu', 1, 'a'), ('us', 2, 'f');
SELECT * FROM T;
SELECT * FROM T WHERE dt = DATE '2024-01-02';
SELECT * FROM T WHERE dt = DATE '2024-01-02' AND hr = 2;
SELECT * FROM T WHERE hr = 1;
SELECT * FROM T WHERE dt > DATE '2024-01-01' AND k = 2;
SELECT * FROM A;
SELECT * FROM A WHERE region = 'eu' AND dd = 1;
SELECT * FROM A WHERE dd BETWEEN 2 AND 5;
SELECT * FROM A WHERE region IS NULL OR dd IS NULL;
