-- not checked against Paimon: probe of Flink 2.0's planner (which -U rows reach an upsert sink)
-- a GROUP BY between: without HAVING (control), with HAVING, into a sink keyed by an aggregate; a filter over a derived table
CREATE TABLE src (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE g_plain (n INT, c BIGINT, PRIMARY KEY (n) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE g_having (n INT, c BIGINT, PRIMARY KEY (n) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE g_pkc (n INT, c BIGINT NOT NULL, PRIMARY KEY (c) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE g_outer (n INT, c BIGINT, PRIMARY KEY (n) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE d_where (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE d_inner (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO src VALUES (1, 'a', 5), (2, 'b', 5), (3, 'c', 1), (4, 'd', 5);
INSERT INTO src VALUES (1, 'a', 1), (2, 'x', 5), (3, 'c', 7);
DELETE FROM src WHERE k = 4;
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO g_plain SELECT n, COUNT(*) FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY n;
INSERT INTO g_having SELECT n, COUNT(*) FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY n HAVING COUNT(*) > 1;
INSERT INTO g_pkc SELECT n, COUNT(*) FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY n;
INSERT INTO g_outer SELECT n, c FROM (SELECT n, COUNT(*) AS c FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY n) WHERE c > 1;
INSERT INTO d_where SELECT k, v, n FROM (SELECT k, v, n FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE n > 2;
INSERT INTO d_inner SELECT k, v, n FROM (SELECT k, v, n FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE n > 2);
SET 'execution.runtime-mode' = 'batch';
SELECT 'g_plain', * FROM g_plain;
SELECT 'g_having', * FROM g_having;
SELECT 'g_pkc', * FROM g_pkc;
SELECT 'g_outer', * FROM g_outer;
SELECT 'd_where', * FROM d_where;
SELECT 'd_inner', * FROM d_inner;
