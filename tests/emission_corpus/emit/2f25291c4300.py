


def forward(self, x0, x1, x2, x3):
    act = self.act(0)
    add = x1.add();  x1 = add = None
    return (act,)
    