-- fields.<col>.default-value set and reset by ALTER on an append table: stored, never applied (Paimon 1.4.2 no longer reads the option)
CREATE TABLE a (k INT, v INT);
INSERT INTO a VALUES (1, CAST(NULL AS INT));
ALTER TABLE a SET ('fields.v.default-value' = '5');
SELECT * FROM a;
INSERT INTO a VALUES (2, CAST(NULL AS INT));
SELECT * FROM a;
ALTER TABLE a RESET ('fields.v.default-value');
SELECT * FROM a;
INSERT INTO a VALUES (3, CAST(NULL AS INT));
SELECT * FROM a;
