-- exit: 1
-- stderr: ERROR: statement 3
-- first_value cannot retract: a -U into it is refused (Paimon fails too)
CREATE TABLE T (k INT, f STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.f.aggregate-function' = 'first_value');
INSERT INTO T VALUES (1, 'a');
INSERT INTO T VALUES -U(1, 'a'), +U(1, 'b');
SELECT * FROM T;
