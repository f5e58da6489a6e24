-- exit: 1
-- stderr: ERROR: statement 3
-- UPDATE refused on this table, as Paimon 1.4.2's Flink sink refuses it (ignore-delete does not make an engine deletable)
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row');
INSERT INTO T VALUES (1, 'a');
UPDATE T SET v = 'b' WHERE k = 1;
