-- aggregation (sum, max, listagg, last_non_null_value) with the lookup producer on a partitioned two-bucket table, several commits and a CALL sys.compact in between; -U/+U/-D input retracts the retractable columns (max and listagg ignore retractions); streaming changelog and batch rows
CREATE TABLE A (dt STRING, k INT, s BIGINT, m INT, l STRING, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('merge-engine' = 'aggregation', 'changelog-producer' = 'lookup', 'bucket' = '2',
  'fields.s.aggregate-function' = 'sum', 'fields.m.aggregate-function' = 'max', 'fields.m.ignore-retract' = 'true', 'fields.l.aggregate-function' = 'listagg', 'fields.l.ignore-retract' = 'true');
INSERT INTO A VALUES ('d1', 1, 10, 5, 'a', 'x'), ('d1', 2, 20, 7, 'b', 'y'), ('d2', 1, 1, 1, 'c', 'z');
INSERT INTO A VALUES ('d1', 1, 5, 3, 'a2', CAST(NULL AS STRING)), ('d2', 1, 2, 9, 'c2', 'z2');
CALL sys.compact('default.A');
INSERT INTO A VALUES -U('d1', 2, 20, 7, 'b', 'y'), +U('d1', 2, 25, 8, 'b2', 'y2'), -D('d2', 1, 1, 1, 'c', 'z');
SELECT * FROM A;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
