


def forward(self, view_74):
    permute_37 = torch.ops.aten.permute.default(view_74, [0, 2, 1, 3]);  view_74 = None
    return permute_37
    