CREATE TABLE a (k INT, g INT, s STRING);
CREATE TABLE b (k BIGINT, g INT, t STRING);
INSERT INTO a VALUES (1, 10, 'a1'), (2, 20, 'a2');
INSERT INTO b VALUES (2, 20, 'b2'), (3, 30, 'b3');
SELECT 'full', * FROM a FULL JOIN b USING (g);
SELECT 'right', a.g, b.g, g, a.k FROM a RIGHT JOIN b USING (g);
SELECT 'fullk', k, a.k, b.k FROM a FULL JOIN b USING (k);
SELECT 'star2', a.*, b.* FROM a FULL JOIN b USING (g);
