-- probe dx37: a deletion-vector partial-update table with sequence groups (last_non_null_value, last_value, first_value, listagg): a -D whose group sequences are older in one group and newer in the other, then a later +I; reads after each commit, the plain table alongside
CREATE TABLE d (k INT, v STRING, n INT, f INT, l STRING, g1 INT, g2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'deletion-vectors.enabled' = 'true', 'fields.g1.sequence-group' = 'v,f', 'fields.g2.sequence-group' = 'n,l', 'fields.v.aggregate-function' = 'last_non_null_value', 'fields.n.aggregate-function' = 'last_value', 'fields.f.aggregate-function' = 'first_value', 'fields.f.ignore-retract' = 'true', 'fields.l.aggregate-function' = 'listagg', 'fields.l.ignore-retract' = 'true');
CREATE TABLE p (k INT, v STRING, n INT, f INT, l STRING, g1 INT, g2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.g1.sequence-group' = 'v,f', 'fields.g2.sequence-group' = 'n,l', 'fields.v.aggregate-function' = 'last_non_null_value', 'fields.n.aggregate-function' = 'last_value', 'fields.f.aggregate-function' = 'first_value', 'fields.f.ignore-retract' = 'true', 'fields.l.aggregate-function' = 'listagg', 'fields.l.ignore-retract' = 'true');
INSERT INTO d VALUES +U(4, CAST(NULL AS STRING), CAST(NULL AS INT), CAST(NULL AS INT), 't0', 1, 1);
INSERT INTO p VALUES +U(4, CAST(NULL AS STRING), CAST(NULL AS INT), CAST(NULL AS INT), 't0', 1, 1);
INSERT INTO d VALUES +I(4, 's2', CAST(NULL AS INT), 4, 't1', 1, 2);
INSERT INTO p VALUES +I(4, 's2', CAST(NULL AS INT), 4, 't1', 1, 2);
INSERT INTO d VALUES +U(4, CAST(NULL AS STRING), CAST(NULL AS INT), 4, 't1', 0, 2);
INSERT INTO p VALUES +U(4, CAST(NULL AS STRING), CAST(NULL AS INT), 4, 't1', 0, 2);
SELECT * FROM d;
INSERT INTO d VALUES -D(4, 's2', CAST(NULL AS INT), CAST(NULL AS INT), 't0', 0, 3);
INSERT INTO p VALUES -D(4, 's2', CAST(NULL AS INT), CAST(NULL AS INT), 't0', 0, 3);
SELECT * FROM d;
SELECT * FROM p;
INSERT INTO d VALUES +I(4, CAST(NULL AS STRING), CAST(NULL AS INT), 6, 't3', 2, 4);
INSERT INTO p VALUES +I(4, CAST(NULL AS STRING), CAST(NULL AS INT), 6, 't3', 2, 4);
SELECT * FROM d;
SELECT * FROM p;
